/** The theme code the density tool prints for the reader's choice. Pure. */
import { DENSE_COMPONENTS } from '../theme/denseComponents';

function literal(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  if (value !== null && typeof value === 'object') {
    return `{ ${Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => `${key}: ${literal(item)}`)
      .join(', ')} }`;
  }
  return String(value);
}

/** `createTheme({ spacing, components })` for a spacing and the dense switch, ready to paste. */
export function densityThemeCode(spacing: number, dense: boolean): string {
  const lines = ["import { createTheme } from '@mui/material/styles';", '', 'const theme = createTheme({', `  spacing: ${spacing},`];
  if (dense) {
    lines.push('  components: {');
    for (const [name, override] of Object.entries(DENSE_COMPONENTS)) lines.push(`    ${name}: ${literal(override)},`);
    lines.push('  },');
  }
  lines.push('});', '', 'export default theme;', '');
  return lines.join('\n');
}
