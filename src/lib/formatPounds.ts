const WITH_PENCE = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const WHOLE_POUNDS = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

/** Pounds as `£35,000`, `£367.50`: whole amounts show no pence; `round` rounds to the pound, half away from zero. */
export function formatPounds(amount: number, { round = false } = {}): string {
  if (!Number.isFinite(amount)) {
    throw new RangeError(`formatPounds expects a finite number of pounds, got ${String(amount)}`);
  }
  return (round || Number.isInteger(amount) ? WHOLE_POUNDS : WITH_PENCE).format(amount);
}

/** A round number of thousands as `£35k`; any other amount as `formatPounds` writes it. */
export function formatShortPounds(amount: number): string {
  return amount >= 1000 && amount % 1000 === 0 ? `£${amount / 1000}k` : formatPounds(amount);
}

/** Formats a rate given as a fraction (0.05) as a percentage without needless decimals: `5%`, `0%`, `2.5%`. */
export function formatPercent(fraction: number): string {
  return `${Number((fraction * 100).toFixed(2))}%`;
}
