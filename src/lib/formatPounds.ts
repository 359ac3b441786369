const WITH_PENCE = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const WHOLE_POUNDS = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

export interface FormatPoundsOptions {
  /** Round to the nearest pound (half away from zero) instead of showing pence. */
  round?: boolean;
}

/**
 * Formats an amount in pounds sterling the British way: `£35,000`, `£367.50`.
 * Whole amounts never show pence; `round` drops pence by rounding to the pound.
 */
export function formatPounds(amount: number, options: FormatPoundsOptions = {}): string {
  if (!Number.isFinite(amount)) {
    throw new RangeError(`formatPounds expects a finite number of pounds, got ${String(amount)}`);
  }
  if (options.round || Number.isInteger(amount)) return WHOLE_POUNDS.format(amount);
  return WITH_PENCE.format(amount);
}

/** Formats a rate given as a fraction (0.05) as a percentage without needless decimals: `5%`, `0%`, `2.5%`. */
export function formatPercent(fraction: number): string {
  if (!Number.isFinite(fraction)) {
    throw new RangeError(`formatPercent expects a finite fraction, got ${String(fraction)}`);
  }
  return `${Number((fraction * 100).toFixed(2))}%`;
}
