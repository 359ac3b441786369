/** What the rental projection starts from; every value comes from `content/offer.yaml`. */
export interface ProjectionInputs {
  /** Monthly rent in the first year, in pounds. */
  startingMonthlyRent: number;
  /** Yearly rent increase as a fraction (0.05 for 5%). */
  yearlyIncrease: number;
  /** Share of the rent that reaches the founder after costs, as a fraction (0.95 for 95%). */
  netShare: number;
}

/** One year of the projection. Amounts keep full precision; round only when displaying. */
export interface ProjectionRow {
  year: number;
  monthlyRent: number;
  netRecovery: number;
  totalRecovered: number;
}

const MONTHS_PER_YEAR = 12;

/** Projects rent recovered year by year: rent grows yearly, the founder keeps the net share of twelve months' rent. */
export function projection(inputs: ProjectionInputs, years: number): ProjectionRow[] {
  if (!Number.isInteger(years) || years < 1) {
    throw new RangeError(`projection expects a whole number of years from 1, got ${String(years)}`);
  }
  const rows: ProjectionRow[] = [];
  let totalRecovered = 0;
  for (let year = 1; year <= years; year += 1) {
    const monthlyRent = inputs.startingMonthlyRent * (1 + inputs.yearlyIncrease) ** (year - 1);
    const netRecovery = monthlyRent * MONTHS_PER_YEAR * inputs.netShare;
    totalRecovered += netRecovery;
    rows.push({ year, monthlyRent, netRecovery, totalRecovered });
  }
  return rows;
}

/**
 * Years until the net rent recovered equals `price`, interpolated within the final year.
 * Returns `Infinity` when the rent never recovers the price within `maxYears`.
 */
export function paybackYears(inputs: ProjectionInputs, price: number, maxYears = 100): number {
  const rows = projection(inputs, maxYears);
  for (const row of rows) {
    if (row.totalRecovered >= price) {
      const before = row.totalRecovered - row.netRecovery;
      return row.year - 1 + (price - before) / row.netRecovery;
    }
  }
  return Number.POSITIVE_INFINITY;
}
