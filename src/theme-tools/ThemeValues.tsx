/**
 * `<ThemeValues path="zIndex" />` in MDX: a table of the default theme's values under a path, read from
 * the installed @mui/material at build time, so the numbers on the page are the package's own. A path
 * that does not exist fails the build with the keys that do.
 */
import 'server-only';
import { t } from '../i18n/translate';
import Table from '../mdx/Table';
import { defaultThemeTree, type SchemeName } from './defaultThemes.server';
import { flattenNode, isColorValue, nodeAt } from './themeTree';
import styles from './ThemeValues.module.css';

export default function ThemeValues({ path, scheme = 'light' }: { path: string; scheme?: SchemeName }) {
  if (scheme !== 'light' && scheme !== 'dark') throw new Error(`<ThemeValues path="${path}">: scheme must be "light" or "dark", not "${String(scheme)}".`);
  const rows = flattenNode(nodeAt(defaultThemeTree(scheme), path));
  const label = t(scheme === 'dark' ? 'themeValues.labelDark' : 'themeValues.label', { path: `theme.${path}` });
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
              <span className={styles.value}>
                {isColorValue(value) ? <span className={styles.swatch} style={{ background: value }} aria-hidden /> : null}
                <code>{value}</code>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
