// Small rules for the Plan and Billing tabs: usage shares and money as text.

/** Share of `total` that `used` takes, as a whole percentage clamped to 0–100 (0 for no total). */
export function percentUsed(used: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((used / total) * 100)));
}

/** "$96", "$1,250": whole US dollars, grouped the same way on the server and in every browser. */
export function formatDollars(amount: number): string {
  const sign = amount < 0 ? '−' : '';
  const digits = String(Math.round(Math.abs(amount)));
  return `${sign}$${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** What the plan costs a month for the seats in use. */
export function monthlyCost(pricePerSeat: number, seatsUsed: number): number {
  return pricePerSeat * seatsUsed;
}
