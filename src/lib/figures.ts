import { formatPercent, formatPounds, formatShortPounds } from './formatPounds';
import { paybackYears, projection, yearsText, type ProjectionInputs } from './projection';

/** A cost a founder pays: a number once the owner sets it; until then its `[PLACEHOLDER: …]`, which deducts nothing. */
export type Cost = number | string;

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
  serviceChargePerYear: Cost;
  operatorFeePercent: Cost;
  purchaseCosts: Cost;
  projection: {
    startingMonthlyRent: number;
    yearlyRentIncreasePercent: number;
    netSharePercent: number;
    years: number;
    downside: { rentLowerPercent: number; yearlyRentIncreasePercent: number };
  };
}

/** A cost as the projection deducts it: a placeholder is not set, so nothing yet (the page says so). */
const amount = (cost: Cost) => (typeof cost === 'number' ? cost : 0);

/** What a founder pays before any rent comes in: the price and the purchase costs. */
export const outlay = (offer: Offer) => offer.price + amount(offer.purchaseCosts);

/** The offer's projection figures (per cent) as the projection function's inputs (fractions), net of its costs. */
export function projectionInputs(offer: Offer): ProjectionInputs {
  const p = offer.projection;
  return {
    startingMonthlyRent: p.startingMonthlyRent,
    yearlyIncrease: p.yearlyRentIncreasePercent / 100,
    netShare: (p.netSharePercent - amount(offer.operatorFeePercent)) / 100,
    yearlyCharge: amount(offer.serviceChargePerYear),
  };
}

/** The downside case's inputs: the main case's, with the first year's rent lower and a yearly increase of its own. */
export function downsideInputs(offer: Offer): ProjectionInputs {
  const { rentLowerPercent, yearlyRentIncreasePercent } = offer.projection.downside;
  const rent = offer.projection.startingMonthlyRent * (1 - rentLowerPercent / 100);
  return { ...projectionInputs(offer), startingMonthlyRent: rent, yearlyIncrease: yearlyRentIncreasePercent / 100 };
}

/** Years until the net rent recovers the price and purchase costs, by the main case's inputs or the downside's. */
export const payback = (offer: Offer, inputs = projectionInputs(offer)) => paybackYears(inputs, outlay(offer));

/** The costs still placeholders, as a page names them: the figures are before these. */
const UNSET = {
  operatorFeePercent: "the operator's fee",
  serviceChargePerYear: 'the service charge',
  purchaseCosts: 'the purchase costs',
} as const;

/** A cost as a page shows it, e.g. `£1,200 a year`, or its placeholder as written. */
const cost = (value: Cost, show: (amount: number) => string) => (typeof value === 'number' ? show(value) : value);

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
  payback: (offer) => yearsText(payback(offer)),
  startingRent: (offer) => formatPounds(offer.projection.startingMonthlyRent),
  rentIncrease: (_offer, inputs) => formatPercent(inputs.yearlyIncrease),
  netShare: (_offer, inputs) => formatPercent(inputs.netShare),
  costs: (offer) => formatPercent(1 - offer.projection.netSharePercent / 100),
  projectionYears: (offer) => String(offer.projection.years),
  downsideRentLower: (offer) => formatPercent(offer.projection.downside.rentLowerPercent / 100),
  downsideRentIncrease: (offer) => formatPercent(offer.projection.downside.yearlyRentIncreasePercent / 100),
  downsidePayback: (offer) => yearsText(payback(offer, downsideInputs(offer))),
  serviceCharge: (offer) => cost(offer.serviceChargePerYear, (pounds) => `${formatPounds(pounds)} a year`),
  operatorFee: (offer) => cost(offer.operatorFeePercent, (percent) => `${formatPercent(percent / 100)} of the rent`),
  purchaseCosts: (offer) => cost(offer.purchaseCosts, formatPounds),
  priceWithCosts: (offer) =>
    typeof offer.purchaseCosts === 'number'
      ? formatPounds(outlay(offer))
      : `${formatPounds(offer.price)} plus ${offer.purchaseCosts}`,
  // Empty once every cost is set; until then, says which the figures are before.
  costsNotSet: (offer) => {
    const unset = Object.entries(UNSET).flatMap(([field, name]) =>
      typeof offer[field as keyof typeof UNSET] === 'string' ? name : [],
    );
    return unset.length
      ? `The figures here are before ${new Intl.ListFormat('en-GB').format(unset)}, not set yet.`
      : '';
  },
} satisfies Record<string, (offer: Offer, inputs: ProjectionInputs) => string>;

export type FigureName = keyof typeof FIGURES;
export const FIGURE_NAMES = Object.keys(FIGURES) as FigureName[];

export function offerFigures(offer: Offer): Record<FigureName, string> {
  const inputs = projectionInputs(offer);
  return mapValues(FIGURES, (figure) => figure(offer, inputs));
}

/** `record` with `change` applied to every value; `Object.fromEntries` alone would lose the keys' type. */
export function mapValues<K extends string, V, R>(record: Record<K, V>, change: (value: V) => R): Record<K, R> {
  return Object.fromEntries(Object.entries<V>(record).map(([key, value]) => [key, change(value)])) as Record<K, R>;
}

/** The projection table's rows, formatted to the pound (full precision is kept until display). */
export function projectionTable(offer: Offer) {
  const rows = projection(projectionInputs(offer), offer.projection.years);
  const pounds = (amount: number) => formatPounds(amount, { round: true });
  return rows.map(({ year, ...amounts }) => ({ year, ...mapValues(amounts, pounds) }));
}
