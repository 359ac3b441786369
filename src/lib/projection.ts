/** What the rental projection starts from; every value comes from `content/offer.yaml`. */
export interface ProjectionInputs {
  /** Monthly rent in the first year, in pounds. */
  startingMonthlyRent: number;
  /** Yearly rent increase as a fraction (0.05 for 5%). */
  yearlyIncrease: number;
  /** Share of the rent that reaches the founder after costs and the operator's fee, as a fraction (0.95 for 95%). */
  netShare: number;
  /** Pounds a year the founder pays out of that share from the first year of letting: the service charge. */
  yearlyCharge: number;
}

/** Rent recovered year by year, at full precision: rent grows yearly, the founder keeps the net share less the charge. */
export function projection(inputs: ProjectionInputs, years: number) {
  if (!Number.isInteger(years) || years < 1) {
    throw new RangeError(`projection expects a whole number of years from 1, got ${String(years)}`);
  }
  let totalRecovered = 0;
  return Array.from({ length: years }, (_, index) => {
    const monthlyRent = inputs.startingMonthlyRent * (1 + inputs.yearlyIncrease) ** index;
    const netRecovery = monthlyRent * 12 * inputs.netShare - inputs.yearlyCharge;
    totalRecovered += netRecovery;
    return { year: index + 1, monthlyRent, netRecovery, totalRecovered };
  });
}

/** Years until the net rent recovered equals `price`, interpolated within the year; `Infinity` past `maxYears`. */
export function paybackYears(inputs: ProjectionInputs, price: number, maxYears = 100): number {
  const row = projection(inputs, maxYears).find((year) => year.totalRecovered >= price);
  if (!row) return Number.POSITIVE_INFINITY;
  return row.year - 1 + (price - (row.totalRecovered - row.netRecovery)) / row.netRecovery;
}

/** Years as pages write them: `7.4`, or `over 100` where `paybackYears` gave up. */
export const yearsText = (years: number) => (Number.isFinite(years) ? years.toFixed(1) : 'over 100');
