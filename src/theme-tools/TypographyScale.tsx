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
import { formatLeaf, nodeAt, type ThemeNode } from './themeTree';
import styles from './TypographyScale.module.css';

const PROPERTIES = ['fontSize', 'fontWeight', 'lineHeight', 'letterSpacing'] as const;

/** The variants: the typography entries that are style objects with a font size. */
function variants(typography: ThemeNode): Array<[string, Record<string, ThemeNode>]> {
  if (typography === null || typeof typography !== 'object' || Array.isArray(typography)) throw new Error('The default theme has no typography object.');
  return Object.entries(typography as Record<string, ThemeNode>).filter(
    (entry): entry is [string, Record<string, ThemeNode>] => entry[1] !== null && typeof entry[1] === 'object' && !Array.isArray(entry[1]) && 'fontSize' in entry[1],
  );
}

function sampleStyle(style: Record<string, ThemeNode>): CSSProperties {
  const css: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(style)) if (typeof value === 'string' || typeof value === 'number') css[key] = value;
  return css as CSSProperties;
}

export default function TypographyScale() {
  const rows = variants(nodeAt(defaultThemeTree('light'), 'typography'));
  return (
    <Table label={t('typographyScale.label')}>
      <thead>
        <tr>
          <th scope="col">{t('typographyScale.variant')}</th>
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
                <code>{style[property] === undefined ? '—' : formatLeaf(style[property])}</code>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
