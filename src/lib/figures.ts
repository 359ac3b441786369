import { formatPercent, formatPounds, formatShortPounds } from './formatPounds';
import { paybackYears, projection, type ProjectionInputs } from './projection';

/** The offer as `content/offer.yaml` holds it, in whole pounds and per cent; its schema is typed from this. */
export interface Offer {
  price: number;
  deposit: number;
  balance: number;
  monthlyPayment: number;
  months: number;
  interestPercent: number;
  units: number;
  studioSizeSqFt: number;
  sharedSpacePercent: number;
  paybackClaimYears: number;
  serviceCharge: string;
  operatorFee: string;
  projection: {
    startingMonthlyRent: number;
    yearlyRentIncreasePercent: number;
    netSharePercent: number;
    years: number;
    downside: { rentLowerPercent: number; yearlyRentIncreasePercent: number };
  };
}

/** The offer's projection figures (per cent) as the projection function's inputs (fractions). */
export function projectionInputs(p: Offer['projection']): ProjectionInputs {
  return {
    startingMonthlyRent: p.startingMonthlyRent,
    yearlyIncrease: p.yearlyRentIncreasePercent / 100,
    netShare: p.netSharePercent / 100,
  };
}

/** The downside case's inputs: the main case's, with the first year's rent lower and a yearly increase of its own. */
export function downsideInputs(p: Offer['projection']): ProjectionInputs {
  const { rentLowerPercent, yearlyRentIncreasePercent } = p.downside;
  const rent = p.startingMonthlyRent * (1 - rentLowerPercent / 100);
  return { ...projectionInputs(p), startingMonthlyRent: rent, yearlyIncrease: yearlyRentIncreasePercent / 100 };
}

/** Every figure a copywriter can write as `{name}`, e.g. `{price}`: computed from the offer, never typed. */
const FIGURES = {
  price: (offer) => formatPounds(offer.price),
  priceShort: (offer) => formatShortPounds(offer.price),
  deposit: (offer) => formatPounds(offer.deposit),
  balance: (offer) => formatPounds(offer.balance),
  monthlyPayment: (offer) => formatPounds(offer.monthlyPayment),
  months: (offer) => String(offer.months),
  interest: (offer) => formatPercent(offer.interestPercent / 100),
  units: (offer) => String(offer.units),
  studioSize: (offer) => `${offer.studioSizeSqFt} sq ft`,
  sharedSpace: (offer) => formatPercent(offer.sharedSpacePercent / 100),
  paybackClaimYears: (offer) => String(offer.paybackClaimYears),
  payback: (offer, inputs) => paybackYears(inputs, offer.price).toFixed(1),
  startingRent: (offer) => formatPounds(offer.projection.startingMonthlyRent),
  rentIncrease: (_offer, inputs) => formatPercent(inputs.yearlyIncrease),
  netShare: (_offer, inputs) => formatPercent(inputs.netShare),
  costs: (_offer, inputs) => formatPercent(1 - inputs.netShare),
  projectionYears: (offer) => String(offer.projection.years),
  downsideRentLower: (offer) => formatPercent(offer.projection.downside.rentLowerPercent / 100),
  downsideRentIncrease: (offer) => formatPercent(downsideInputs(offer.projection).yearlyIncrease),
  // Past a century, paybackYears gives up (Infinity): the downside case may be that bad.
  downsidePayback: (offer) =>
    paybackYears(downsideInputs(offer.projection), offer.price).toFixed(1).replace('Infinity', 'over 100'),
  serviceCharge: (offer) => offer.serviceCharge,
  operatorFee: (offer) => offer.operatorFee,
} satisfies Record<string, (offer: Offer, inputs: ProjectionInputs) => string>;

export type FigureName = keyof typeof FIGURES;
export const FIGURE_NAMES = Object.keys(FIGURES) as FigureName[];

export function offerFigures(offer: Offer): Record<FigureName, string> {
  const inputs = projectionInputs(offer.projection);
  return mapValues(FIGURES, (figure) => figure(offer, inputs));
}

/** `record` with `change` applied to every value; `Object.fromEntries` alone would lose the keys' type. */
export function mapValues<K extends string, V, R>(record: Record<K, V>, change: (value: V) => R): Record<K, R> {
  return Object.fromEntries(Object.entries<V>(record).map(([key, value]) => [key, change(value)])) as Record<K, R>;
}

/** The projection table's rows, formatted to the pound (full precision is kept until display). */
export function projectionTable(offer: Offer) {
  const rows = projection(projectionInputs(offer.projection), offer.projection.years);
  const pounds = (amount: number) => formatPounds(amount, { round: true });
  return rows.map(({ year, ...amounts }) => ({ year, ...mapValues(amounts, pounds) }));
}
