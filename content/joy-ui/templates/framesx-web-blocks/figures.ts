// How HeroWithStats writes its figures: short enough to read at a glance in a tile.

const UNITS: ReadonlyArray<{ size: number; suffix: string }> = [
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'k' },
];

/**
 * `12400` → "12.4k", `1_200_000_000` → "1.2B", `980` → "980": one decimal at most, no trailing
 * ".0". A value that would round up to the next unit ("1000k") is written in that unit ("1M").
 */
export function formatCompact(value: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  for (let i = 0; i < UNITS.length; i++) {
    const unit = UNITS[i]!;
    if (abs < unit.size) continue;
    const scaled = Math.round((abs / unit.size) * 10) / 10;
    const bigger = UNITS[i - 1];
    if (bigger && scaled * unit.size >= bigger.size)
      return `${sign}1${bigger.suffix}`;
    return `${sign}${String(scaled)}${unit.suffix}`;
  }
  if (Math.round(abs) >= 1000) return `${sign}1k`;
  return `${sign}${String(Math.round(abs * 10) / 10)}`;
}

/** `99.95` → "99.95%": a share written as given, up to two decimals. */
export function formatPercent(value: number): string {
  return `${String(Math.round(value * 100) / 100)}%`;
}
