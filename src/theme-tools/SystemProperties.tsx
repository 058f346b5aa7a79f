/**
 * `<SystemProperties group="spacing" />` in MDX: every sx prop of one MUI System style function, its
 * theme key, and the CSS a sample value gives with the default theme, computed at build time by the
 * installed @mui/system (src/theme-tools/systemProperties.ts), so the table cannot drift from it.
 */
import 'server-only';
import { createTheme } from '@mui/material/styles';
// The style functions from their own modules: @mui/system's index also exports client components,
// and importing it whole from a server component put them (and Emotion) in every page's first load.
import borders from '@mui/system/borders';
import grid from '@mui/system/cssGrid';
import display from '@mui/system/display';
import flexbox from '@mui/system/flexbox';
import palette from '@mui/system/palette';
import positions from '@mui/system/positions';
import shadows from '@mui/system/shadows';
import sizing from '@mui/system/sizing';
import spacing from '@mui/system/spacing';
import styleFunctionSx, { unstable_defaultSxConfig } from '@mui/system/styleFunctionSx';
import typography from '@mui/system/typography';
import { t } from '../i18n/translate';
import Table from '../mdx/Table';
import { SYSTEM_GROUPS, systemPropertyRows, type SxPropConfig, type SystemGroup } from './systemProperties';

interface StyleFunction {
  filterProps: Iterable<string>;
}

const STYLE_FUNCTIONS = { borders, display, flexbox, grid, palette, positions, shadows, sizing, spacing, typography } as unknown as Record<SystemGroup, StyleFunction>;

const theme = createTheme();

export default function SystemProperties({ group }: { group: SystemGroup }) {
  if (!SYSTEM_GROUPS.includes(group)) throw new Error(`<SystemProperties group="${String(group)}">: the group must be one of ${SYSTEM_GROUPS.join(', ')}.`);
  const styleFunction = STYLE_FUNCTIONS[group];
  const rows = systemPropertyRows({
    filterProps: styleFunction.filterProps,
    config: unstable_defaultSxConfig as unknown as Record<string, SxPropConfig>,
    // The sx function as MUI components run it, with Material UI's default theme.
    run: (sx) => styleFunctionSx({ sx, theme }) as Record<string, unknown>,
    spacingProps: new Set(STYLE_FUNCTIONS.spacing.filterProps),
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
