import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { visuallyHidden } from './visuallyHidden';

/**
 * The `<svg>` both charts draw into. Colours come from the theme's CSS variables through class
 * names, so the charts follow light and dark mode without re-rendering.
 */
export const ChartSvg = styled('svg')(({ theme }) => {
  const palette = (theme.vars || theme).palette;
  return {
    display: 'block',
    width: '100%',
    fontFamily: theme.typography.fontFamily,
    '& .chart-grid': { stroke: palette.divider },
    '& .chart-axis': { stroke: palette.text.secondary },
    '& .chart-tick': { fill: palette.text.secondary, fontSize: 12 },
    '& .chart-value': { fill: palette.text.primary, fontSize: 12, fontWeight: 500 },
    '& .chart-line': { stroke: palette.primary.main },
    '& .chart-area': { fill: palette.primary.main, fillOpacity: 0.12 },
    '& .chart-line-previous': { stroke: palette.text.secondary },
    '& .chart-bar': { fill: palette.primary.main },
  };
});

interface ChartDataTableProps {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

/** The chart's numbers as a table that only screen readers see. */
export function ChartDataTable({ caption, columns, rows }: ChartDataTableProps) {
  return (
    <Box sx={visuallyHidden}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([heading, ...cells]) => (
            <tr key={heading}>
              <th scope="row">{heading}</th>
              {cells.map((cell, index) => (
                <td key={columns[index + 1]}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
