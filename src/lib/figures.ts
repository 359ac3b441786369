import type { z } from 'astro/zod';
import type { offerSchema } from '../content/schemas/offer';
import { formatPercent, formatPounds, formatShortPounds } from './formatPounds';
import { paybackYears, projection, type ProjectionInputs } from './projection';

/** The offer as `content/offer.yaml` holds it (percentages in per cent). */
export type Offer = z.output<typeof offerSchema>;

/** The offer's projection figures (per cent) as the projection function's inputs (fractions). */
export function projectionInputs(p: Offer['projection']): ProjectionInputs {
  return {
    startingMonthlyRent: p.startingMonthlyRent,
    yearlyIncrease: p.yearlyRentIncreasePercent / 100,
    netShare: p.netSharePercent / 100,
  };
}

/** The offer's figures a copywriter can write as `{name}` in content, e.g. `{price}`. */
export const FIGURE_NAMES = [
  'price',
  'priceShort',
  'deposit',
  'balance',
  'monthlyPayment',
  'months',
  'interest',
  'units',
  'studioSize',
  'sharedSpace',
  'paybackClaimYears',
  'payback',
  'startingRent',
  'rentIncrease',
  'netShare',
  'costs',
  'projectionYears',
] as const;

export type FigureName = (typeof FIGURE_NAMES)[number];

/** Every figure of the offer, formatted for display, by name. Computed once from the offer, never typed. */
export function offerFigures(offer: Offer): Record<FigureName, string> {
  const inputs = projectionInputs(offer.projection);
  return {
    price: formatPounds(offer.price),
    priceShort: formatShortPounds(offer.price),
    deposit: formatPounds(offer.deposit),
    balance: formatPounds(offer.balance),
    monthlyPayment: formatPounds(offer.monthlyPayment),
    months: String(offer.months),
    interest: formatPercent(offer.interestPercent / 100),
    units: String(offer.units),
    studioSize: `${offer.studioSizeSqFt} sq ft`,
    sharedSpace: formatPercent(offer.sharedSpacePercent / 100),
    paybackClaimYears: String(offer.paybackClaimYears),
    payback: paybackYears(inputs, offer.price).toFixed(1),
    startingRent: formatPounds(offer.projection.startingMonthlyRent),
    rentIncrease: formatPercent(inputs.yearlyIncrease),
    netShare: formatPercent(inputs.netShare),
    costs: formatPercent(1 - inputs.netShare),
    projectionYears: String(offer.projection.years),
  };
}

/** The projection table's rows, formatted to the pound (full precision is kept until display). */
export function projectionTable(offer: Offer) {
  return projection(projectionInputs(offer.projection), offer.projection.years).map((row) => ({
    year: row.year,
    monthlyRent: formatPounds(row.monthlyRent, { round: true }),
    netRecovery: formatPounds(row.netRecovery, { round: true }),
    totalRecovered: formatPounds(row.totalRecovered, { round: true }),
  }));
}
