import * as React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  areaPath,
  extremes,
  indexTicks,
  linePath,
  linearScale,
  niceTicks,
  tickCountForLength,
} from './chart';
import { ChartDataTable, ChartSvg } from './ChartParts';
import { COMPARED_WITH, PERIOD_LABEL, dailySessions } from './data';
import { formatDate, formatDay, formatInteger, formatSigned } from './format';
import useContainerWidth from './useContainerWidth';

const HEIGHT = 240;
const MARGIN = { top: 12, right: 20, bottom: 28, left: 44 };

function buildChart(width: number) {
  const left = MARGIN.left;
  const right = width - MARGIN.right;
  const bottom = HEIGHT - MARGIN.bottom;
  const highest = Math.max(
    ...dailySessions.flatMap((day) => [day.current, day.previous]),
  );
  const yTicks = niceTicks(0, highest, tickCountForLength(bottom - MARGIN.top, 44));
  const y = linearScale(
    [0, yTicks[yTicks.length - 1] ?? highest],
    [bottom, MARGIN.top],
  );
  const x = linearScale([0, dailySessions.length - 1], [left, right]);
  const current = dailySessions.map((day, index) => ({
    x: x(index),
    y: y(day.current),
  }));
  const previous = dailySessions.map((day, index) => ({
    x: x(index),
    y: y(day.previous),
  }));
  return {
    left,
    right,
    bottom,
    yTicks: yTicks.map((value) => ({ value, y: y(value) })),
    xTicks: indexTicks(
      dailySessions.length,
      tickCountForLength(right - left, 72),
    ).map((index) => ({ index, x: x(index) })),
    area: areaPath(current, bottom),
    currentLine: linePath(current),
    previousLine: linePath(previous),
  };
}

function summarise(): string {
  const values = dailySessions.map((day) => day.current);
  const { min, minIndex, max, maxIndex } = extremes(values);
  const total = values.reduce((sum, value) => sum + value, 0);
  const before = dailySessions.reduce((sum, day) => sum + day.previous, 0);
  const change = formatSigned(((total - before) / before) * 100);
  const day = (index: number) => formatDay(dailySessions[index]?.date ?? '');
  return `${formatInteger(total)} sessions in total, ${change}% on ${COMPARED_WITH}. The quietest day was ${day(minIndex)} with ${formatInteger(min)}, the busiest ${day(maxIndex)} with ${formatInteger(max)}.`;
}

const description = summarise();

const tableRows = dailySessions.map((day) => [
  formatDate(day.date),
  formatInteger(day.current),
  formatInteger(day.previous),
]);

function LegendItem({ label, dashed }: { label: string; dashed?: boolean }) {
  return (
    <Stack component="li" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box
        component="svg"
        width={24}
        height={8}
        aria-hidden
        sx={{ color: dashed ? 'text.secondary' : 'primary.main', flexShrink: 0 }}
      >
        <line
          x1={0}
          y1={4}
          x2={24}
          y2={4}
          stroke="currentColor"
          strokeWidth={dashed ? 1.5 : 2.5}
          strokeDasharray={dashed ? '4 3' : undefined}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Stack>
  );
}

export default function SessionsChart() {
  const titleId = React.useId();
  const descId = React.useId();
  const [containerRef, measured] = useContainerWidth<HTMLDivElement>(560);
  const width = Math.max(measured, 240);
  const chart = React.useMemo(() => buildChart(width), [width]);

  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          Daily sessions
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Visits to the online store, {PERIOD_LABEL}
        </Typography>
        <Stack
          component="ul"
          direction="row"
          useFlexGap
          sx={{
            flexWrap: 'wrap',
            columnGap: 3,
            rowGap: 1,
            listStyle: 'none',
            m: 0,
            mb: 1,
            p: 0,
          }}
        >
          <LegendItem label="This period" />
          <LegendItem label="Previous 30 days" dashed />
        </Stack>
        <Box ref={containerRef}>
          <ChartSvg
            viewBox={`0 0 ${width} ${HEIGHT}`}
            height={HEIGHT}
            direction="ltr"
            role="img"
            aria-labelledby={titleId}
            aria-describedby={descId}
          >
            <title id={titleId}>{`Daily sessions, ${PERIOD_LABEL}`}</title>
            <desc id={descId}>{description}</desc>
            {chart.yTicks.map((tick) => (
              <g key={tick.value}>
                <line
                  className="chart-grid"
                  x1={chart.left}
                  x2={chart.right}
                  y1={tick.y}
                  y2={tick.y}
                />
                <text
                  className="chart-tick"
                  x={chart.left - 8}
                  y={tick.y}
                  textAnchor="end"
                  dominantBaseline="central"
                >
                  {formatInteger(tick.value)}
                </text>
              </g>
            ))}
            <line
              className="chart-axis"
              x1={chart.left}
              x2={chart.right}
              y1={chart.bottom}
              y2={chart.bottom}
            />
            {chart.xTicks.map((tick) => (
              <g key={tick.index}>
                <line
                  className="chart-axis"
                  x1={tick.x}
                  x2={tick.x}
                  y1={chart.bottom}
                  y2={chart.bottom + 4}
                />
                <text
                  className="chart-tick"
                  x={tick.x}
                  y={chart.bottom + 18}
                  textAnchor="middle"
                >
                  {formatDay(dailySessions[tick.index]?.date ?? '')}
                </text>
              </g>
            ))}
            <path className="chart-area" d={chart.area} />
            <path
              className="chart-line-previous"
              d={chart.previousLine}
              fill="none"
              strokeWidth={1.5}
              strokeDasharray="4 3"
            />
            <path
              className="chart-line"
              d={chart.currentLine}
              fill="none"
              strokeWidth={2.5}
              strokeLinejoin="round"
              strokeLinecap="round"
            />
          </ChartSvg>
        </Box>
        <ChartDataTable
          caption={`Daily sessions, ${PERIOD_LABEL}`}
          columns={['Date', 'Sessions', 'Previous 30 days']}
          rows={tableRows}
        />
      </CardContent>
    </Card>
  );
}
