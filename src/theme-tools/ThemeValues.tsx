/**
 * `<ThemeValues path="zIndex" />` in MDX: a table of the default theme's values under a path, read from
 * the installed @mui/material at build time, so the numbers on the page are the package's own. A path
 * that does not exist fails the build with the keys that do. `<JoyThemeValues path="radius" />` is the
 * same table for Joy UI's `extendTheme()`, where a token that refers to another shows its fallback too.
 */
import 'server-only';
import { t } from '../i18n/translate';
import Table from '../mdx/Table';
import { defaultThemeTree, type SchemeName } from './defaultThemes.server';
import { joyDefaultThemeTree } from './joyDefaultTheme.server';
import { readJoyVar, swatchColor } from './joyThemeTree';
import { flattenNode, nodeAt } from './themeTree';
import styles from './ThemeValues.module.css';

type Library = 'material' | 'joy';

function Values({ path, scheme, library }: { path: string; scheme: SchemeName; library: Library }) {
  const tag = library === 'joy' ? 'JoyThemeValues' : 'ThemeValues';
  if (scheme !== 'light' && scheme !== 'dark') throw new Error(`<${tag} path="${path}">: scheme must be "light" or "dark", not "${String(scheme)}".`);
  const rows = flattenNode(nodeAt(library === 'joy' ? joyDefaultThemeTree(scheme) : defaultThemeTree(scheme), path));
  const labelKey = library === 'joy' ? (scheme === 'dark' ? 'themeValues.labelJoyDark' : 'themeValues.labelJoy') : scheme === 'dark' ? 'themeValues.labelDark' : 'themeValues.label';
  const label = t(labelKey, { path: `theme.${path}` });
  return (
    <Table label={label}>
      <thead>
        <tr>
          <th scope="col">{t('themeValues.key')}</th>
          <th scope="col">{t('themeValues.value')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, value }) => (
          <tr key={key}>
            <td>
              <code>{key ? `${path}.${key}` : path}</code>
            </td>
            <td>
              <ValueCell value={value} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** A value with its swatch; a Joy reference (`var(--joy-radius-md, 8px)`) also shows what it falls back to. */
function ValueCell({ value }: { value: string }) {
  const swatch = swatchColor(value);
  const reference = readJoyVar(value);
  return (
    <span className={styles.value}>
      {swatch ? <span className={styles.swatch} style={{ background: swatch }} aria-hidden /> : null}
      <code>{value}</code>
      {reference?.token ? <span className={styles.fallback}>{t('themeValues.resolves', { value: reference.fallback })}</span> : null}
    </span>
  );
}

export default function ThemeValues({ path, scheme = 'light' }: { path: string; scheme?: SchemeName }) {
  return <Values path={path} scheme={scheme} library="material" />;
}

export function JoyThemeValues({ path, scheme = 'light' }: { path: string; scheme?: SchemeName }) {
  return <Values path={path} scheme={scheme} library="joy" />;
}
