/** Scales, ticks and SVG paths for the dashboard's hand-drawn charts. */

export interface Point {
  x: number;
  y: number;
}

/** Removes floating-point noise (0.30000000000000004 → 0.3). */
function clean(value: number): number {
  return Number(value.toPrecision(12));
}

/** A round step (1, 2, 2.5 or 5 times a power of ten) at or just above `rough`. */
export function niceStep(rough: number): number {
  if (!Number.isFinite(rough) || rough <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = clean(rough / power);
  const nice = [1, 2, 2.5, 5].find((candidate) => fraction <= candidate) ?? 10;
  return clean(nice * power);
}

/**
 * Evenly spaced round tick values that cover `[min, max]`, about `count` of them. The first and
 * last tick are the chart's domain, so the data never touches the frame by accident.
 */
export function niceTicks(min: number, max: number, count: number): number[] {
  const low = Math.min(min, max);
  const high = Math.max(min, max) === low ? low + 1 : Math.max(min, max);
  const step = niceStep((high - low) / Math.max(1, count - 1));
  const first = Math.floor(clean(low / step));
  const last = Math.ceil(clean(high / step));
  const ticks: number[] = [];
  for (let index = first; index <= last; index++) ticks.push(clean(index * step));
  return ticks;
}

/** Maps `domain` linearly onto `range`; a zero-width domain maps to the middle of the range. */
export function linearScale(
  domain: readonly [number, number],
  range: readonly [number, number],
): (value: number) => number {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  if (d0 === d1) return () => (r0 + r1) / 2;
  return (value) => r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
}

/** Equal bands across `range` with a gap of `padding` (0–1 of a step) around each band. */
export function bandScale(
  count: number,
  range: readonly [number, number],
  padding = 0.3,
): { bandwidth: number; start: (index: number) => number } {
  const step = count > 0 ? (range[1] - range[0]) / count : 0;
  return {
    bandwidth: step * (1 - padding),
    start: (index) => range[0] + index * step + (step * padding) / 2,
  };
}

/** How many ticks fit along `length` pixels with at least `spacing` between them (never < 2). */
export function tickCountForLength(length: number, spacing: number): number {
  return Math.max(2, Math.floor(length / spacing) + 1);
}

/** Indices of a series of `length` points to label, at most `maxTicks`, evenly spaced from 0. */
export function indexTicks(length: number, maxTicks: number): number[] {
  if (length <= 0) return [];
  if (length === 1 || maxTicks <= 1) return [0];
  const step = Math.max(1, Math.ceil((length - 1) / (maxTicks - 1)));
  const indices: number[] = [];
  for (let index = 0; index < length; index += step) indices.push(index);
  return indices;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** An SVG path through `points` in straight segments: "M0,10L5,4…". */
export function linePath(points: readonly Point[]): string {
  return points
    .map(
      (point, index) =>
        `${index === 0 ? 'M' : 'L'}${round2(point.x)},${round2(point.y)}`,
    )
    .join('');
}

/** A closed SVG path filling the area between the line through `points` and `baselineY`. */
export function areaPath(points: readonly Point[], baselineY: number): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return '';
  const base = round2(baselineY);
  return `${linePath(points)}L${round2(last.x)},${base}L${round2(first.x)},${base}Z`;
}

/** The lowest and highest value of a series and where they occur (first occurrence). */
export function extremes(values: readonly number[]): {
  min: number;
  minIndex: number;
  max: number;
  maxIndex: number;
} {
  let minIndex = 0;
  let maxIndex = 0;
  values.forEach((value, index) => {
    if (value < (values[minIndex] ?? value)) minIndex = index;
    if (value > (values[maxIndex] ?? value)) maxIndex = index;
  });
  return {
    min: values[minIndex] ?? 0,
    minIndex,
    max: values[maxIndex] ?? 0,
    maxIndex,
  };
}
