/**
 * `<SystemProperties group="spacing" />` in MDX: every sx prop of one MUI System style function, its
 * theme key, and the CSS a sample value gives with the default theme, computed at build time by the
 * installed @mui/system (src/theme-tools/systemProperties.ts), so the table cannot drift from it.
 */
import 'server-only';
import { createTheme } from '@mui/material/styles';
import * as system from '@mui/system';
import { t } from '../i18n/translate';
import Table from '../mdx/Table';
import { SYSTEM_GROUPS, systemPropertyRows, type SxPropConfig, type SystemGroup } from './systemProperties';

interface StyleFunction {
  filterProps: Iterable<string>;
}

const theme = createTheme();

export default function SystemProperties({ group }: { group: SystemGroup }) {
  if (!SYSTEM_GROUPS.includes(group)) throw new Error(`<SystemProperties group="${String(group)}">: the group must be one of ${SYSTEM_GROUPS.join(', ')}.`);
  const styleFunction = (system as unknown as Record<SystemGroup, StyleFunction>)[group];
  const rows = systemPropertyRows({
    filterProps: styleFunction.filterProps,
    config: system.unstable_defaultSxConfig as unknown as Record<string, SxPropConfig>,
    // The sx function as MUI components run it, with Material UI's default theme.
    run: (sx) => system.unstable_styleFunctionSx({ sx, theme }) as Record<string, unknown>,
    spacingProps: new Set((system as unknown as Record<'spacing', StyleFunction>).spacing.filterProps),
  });
  return (
    <Table label={t('systemProperties.label', { group })}>
      <thead>
        <tr>
          <th scope="col">{t('systemProperties.prop')}</th>
          <th scope="col">{t('systemProperties.themeKey')}</th>
          <th scope="col">{t('systemProperties.example')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.prop}>
            <td>
              <code>{row.prop}</code>
            </td>
            <td>{row.themeKey ? <code>{row.themeKey}</code> : t('systemProperties.noThemeKey')}</td>
            <td>
              <code>{`sx={{ ${row.prop}: ${typeof row.sample === 'string' ? `'${row.sample}'` : row.sample} }}`}</code>
              {' → '}
              <code>{row.css.join('; ')}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
