/** The icon finder's URL (`?query=…&theme=…`, so a search can be shared) and the code it shows for an icon. */
import { ICON_THEMES, type IconTheme } from './iconNames';

/** The query and theme a URL's search part holds; an unknown theme is Filled. Themes match in any case. */
export function readFinderUrl(search: string): { query: string; theme: IconTheme } {
  const params = new URLSearchParams(search);
  const wanted = (params.get('theme') ?? '').toLowerCase();
  return { query: params.get('query') ?? '', theme: ICON_THEMES.find((theme) => theme.toLowerCase() === wanted) ?? 'Filled' };
}

/** `href` with the query and theme written in (left out when empty or Filled), the rest kept. */
export function writeFinderUrl(href: string, query: string, theme: IconTheme): string {
  const url = new URL(href);
  if (query.trim()) url.searchParams.set('query', query);
  else url.searchParams.delete('query');
  if (theme === 'Filled') url.searchParams.delete('theme');
  else url.searchParams.set('theme', theme.toLowerCase());
  return url.href;
}

/** A theme as the finder names it. */
export function themeLabel(theme: IconTheme): string {
  return theme === 'TwoTone' ? 'Two tone' : theme;
}

/** The import of an icon module: `DeleteOutlined` → `import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';`. */
export function iconImportLine(moduleName: string): string {
  return `import ${moduleName}Icon from '@mui/icons-material/${moduleName}';`;
}

/** The icon as an SvgIcon: plain, then with a size and a palette colour. */
export function iconUsage(moduleName: string): string {
  return `<${moduleName}Icon />\n<${moduleName}Icon fontSize="small" color="primary" />\n<${moduleName}Icon sx={{ fontSize: 40 }} />`;
}

/**
 * A count with a comma between thousands (`10750` → `10,750`), as `toLocaleString('en')` writes it.
 * Written out because the browser's first `toLocaleString` call loads its number-format data: about
 * 50 ms on the main thread here (210 ms at Lighthouse's mobile CPU), the longest task of the page.
 */
export function formatCount(count: number): string {
  const digits = String(Math.trunc(Math.abs(count)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return count < 0 ? `-${grouped}` : grouped;
}
