import * as React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { bandScale, linearScale, niceTicks, tickCountForLength } from './chart';
import { ChartDataTable, ChartSvg } from './ChartParts';
import { PERIOD_LABEL, channelRevenue } from './data';
import { formatCompactCurrency, formatCurrency, formatSigned } from './format';
import useContainerWidth from './useContainerWidth';

const ROW_HEIGHT = 40;
const MARGIN = { top: 4, right: 48, bottom: 28, left: 104 };
const HEIGHT = MARGIN.top + ROW_HEIGHT * channelRevenue.length + MARGIN.bottom;

const total = channelRevenue.reduce((sum, row) => sum + row.cents, 0);

function buildChart(width: number) {
  const left = MARGIN.left;
  const right = width - MARGIN.right;
  const bottom = HEIGHT - MARGIN.bottom;
  const highest = Math.max(...channelRevenue.map((row) => row.cents));
  const ticks = niceTicks(0, highest, tickCountForLength(right - left, 64));
  const x = linearScale([0, ticks[ticks.length - 1] ?? highest], [left, right]);
  const bands = bandScale(channelRevenue.length, [MARGIN.top, bottom], 0.35);
  return {
    left,
    bottom,
    ticks: ticks.map((value) => ({ value, x: x(value) })),
    bars: channelRevenue.map((row, index) => ({
      ...row,
      y: bands.start(index),
      height: bands.bandwidth,
      width: x(row.cents) - left,
    })),
  };
}

function share(cents: number): string {
  return `${Math.round((cents / total) * 100)}%`;
}

const leader = [...channelRevenue].sort((a, b) => b.cents - a.cents)[0];
const description = leader
  ? `${leader.channel} brought in the most: ${formatCurrency(leader.cents)} of ${formatCurrency(total)}, ${share(leader.cents)} of revenue.`
  : '';

const tableRows = channelRevenue.map((row) => [
  row.channel,
  formatCurrency(row.cents),
  share(row.cents),
  `${formatSigned(((row.cents - row.previousCents) / row.previousCents) * 100)}%`,
]);

export default function ChannelChart() {
  const titleId = React.useId();
  const descId = React.useId();
  const [containerRef, measured] = useContainerWidth<HTMLDivElement>(360);
  const width = Math.max(measured, 240);
  const chart = React.useMemo(() => buildChart(width), [width]);

  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          Revenue by channel
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Where {formatCurrency(total)} came from in June 2025
        </Typography>
        <Box ref={containerRef}>
          <ChartSvg
            viewBox={`0 0 ${width} ${HEIGHT}`}
            height={HEIGHT}
            direction="ltr"
            role="img"
            aria-labelledby={titleId}
            aria-describedby={descId}
          >
            <title id={titleId}>{`Revenue by channel, ${PERIOD_LABEL}`}</title>
            <desc id={descId}>{description}</desc>
            {chart.ticks.map((tick) => (
              <g key={tick.value}>
                <line
                  className="chart-grid"
                  x1={tick.x}
                  x2={tick.x}
                  y1={MARGIN.top}
                  y2={chart.bottom}
                />
                <text
                  className="chart-tick"
                  x={tick.x}
                  y={chart.bottom + 18}
                  textAnchor="middle"
                >
                  {formatCompactCurrency(tick.value)}
                </text>
              </g>
            ))}
            <line
              className="chart-axis"
              x1={chart.left}
              x2={chart.left}
              y1={MARGIN.top}
              y2={chart.bottom}
            />
            {chart.bars.map((bar) => (
              <g key={bar.channel}>
                <text
                  className="chart-tick"
                  x={chart.left - 8}
                  y={bar.y + bar.height / 2}
                  textAnchor="end"
                  dominantBaseline="central"
                >
                  {bar.channel}
                </text>
                <rect
                  className="chart-bar"
                  x={chart.left}
                  y={bar.y}
                  width={Math.max(bar.width, 1)}
                  height={bar.height}
                  rx={3}
                />
                <text
                  className="chart-value"
                  x={chart.left + bar.width + 6}
                  y={bar.y + bar.height / 2}
                  textAnchor="start"
                  dominantBaseline="central"
                >
                  {formatCompactCurrency(bar.cents)}
                </text>
              </g>
            ))}
          </ChartSvg>
        </Box>
        <ChartDataTable
          caption={`Revenue by channel, ${PERIOD_LABEL}`}
          columns={['Channel', 'Revenue', 'Share', 'Change on previous 30 days']}
          rows={tableRows}
        />
      </CardContent>
    </Card>
  );
}
