/**
 * `<TypographyScale />` in MDX: every typography variant of the default theme, each written in its own
 * style with its size, weight, line height and letter spacing beside it. Read from the installed
 * @mui/material at build time; rendered as plain elements (no headings), so the page outline stays the page's.
 */
import 'server-only';
import type { CSSProperties } from 'react';
import { t } from '../i18n/translate';
import Table from '../mdx/Table';
import { defaultThemeTree } from './defaultThemes.server';
import { joyDefaultThemeTree } from './joyDefaultTheme.server';
import { readJoyVar } from './joyThemeTree';
import { formatLeaf, nodeAt, type ThemeNode } from './themeTree';
import styles from './TypographyScale.module.css';

const PROPERTIES = ['fontSize', 'fontWeight', 'lineHeight', 'letterSpacing'] as const;

/** The variants: the typography entries that are style objects with a font size. */
function variants(typography: ThemeNode): Array<[string, Record<string, ThemeNode>]> {
  if (typography === null || typeof typography !== 'object' || Array.isArray(typography)) throw new Error('The theme has no typography object.');
  return Object.entries(typography as Record<string, ThemeNode>).filter(
    (entry): entry is [string, Record<string, ThemeNode>] => entry[1] !== null && typeof entry[1] === 'object' && !Array.isArray(entry[1]) && 'fontSize' in entry[1],
  );
}

function sampleStyle(style: Record<string, ThemeNode>): CSSProperties {
  const css: Record<string, string | number> = {};
  // Not a level's colour (Joy's read the theme's text colour): the table's own text colour keeps its contrast in dark mode.
  for (const [key, value] of Object.entries(style)) if (key !== 'color' && (typeof value === 'string' || typeof value === 'number')) css[key] = value;
  return css as CSSProperties;
}

/** A cell: the value, or for a Joy token reference its value and, below, the token it comes from. */
function Cell({ value }: { value: ThemeNode | undefined }) {
  if (value === undefined) return <code>—</code>;
  const text = formatLeaf(value);
  const reference = typeof value === 'string' ? readJoyVar(text) : null;
  if (!reference?.token) return <code>{text}</code>;
  return (
    <>
      <code>{reference.fallback}</code>
      <span className={styles.token}>{reference.token}</span>
    </>
  );
}

export default function TypographyScale() {
  return <Scale typography={nodeAt(defaultThemeTree('light'), 'typography')} label={t('typographyScale.label')} variantHeader={t('typographyScale.variant')} />;
}

/** `<JoyTypographyScale />`: the levels of Joy UI's default theme (`h1` … `body-xs`), each with the tokens it reads. */
export function JoyTypographyScale() {
  return <Scale typography={nodeAt(joyDefaultThemeTree('light'), 'typography')} label={t('typographyScale.labelJoy')} variantHeader={t('typographyScale.level')} />;
}

function Scale({ typography, label, variantHeader }: { typography: ThemeNode; label: string; variantHeader: string }) {
  const rows = variants(typography);
  return (
    <Table label={label}>
      <thead>
        <tr>
          <th scope="col">{variantHeader}</th>
          {PROPERTIES.map((property) => (
            <th scope="col" key={property}>
              <code>{property}</code>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, style]) => (
          <tr key={name}>
            <td>
              <span className={styles.sample} style={sampleStyle(style)}>
                {name}
              </span>
            </td>
            {PROPERTIES.map((property) => (
              <td key={property}>
                <Cell value={style[property]} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
