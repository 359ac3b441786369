import type { z } from 'astro/zod';
import { payback, type Offer } from '../../lib/figures';
import { CHART_MOST_YEARS } from '../../lib/paybackChart';
import { yearsText } from '../../lib/projection';
import { boundedNumber, cost, fields, wholeNumber } from './fields';

/** `content/offer.yaml`: every figure of the founders' offer, in whole pounds and per cent, checked to add up. */
export const offerSchema: z.ZodType<Offer> = fields({
  price: wholeNumber('the total price in pounds', 1),
  deposit: wholeNumber('the deposit in pounds'),
  balance: wholeNumber('the balance in pounds'),
  monthlyPayment: wholeNumber('the monthly payment in pounds', 1),
  months: wholeNumber('the number of monthly payments', 1),
  interestPercent: boundedNumber('the interest in per cent', 0, 100),
  units: wholeNumber('the number of units', 1),
  studioSizeSqFt: wholeNumber('the studio size in square feet', 1),
  sharedSpacePercent: boundedNumber('the shared-space share in per cent', 0, 100),
  /** The price is projected to be recovered in under this many years. */
  paybackClaimYears: wholeNumber('the payback claim in years', 1),
  /** Costs besides the price: each a number, deducted by the projection, or a placeholder until the owner sets it. */
  serviceChargePerYear: cost('the service charge in pounds a year'),
  operatorFeePercent: cost("the operator's fee in per cent of the rent", 100),
  purchaseCosts: cost('the one-off purchase costs in pounds'),
  projection: fields({
    startingMonthlyRent: boundedNumber('the starting monthly rent in pounds', 1, 100_000),
    yearlyRentIncreasePercent: boundedNumber('the yearly rent increase in per cent', 0, 100),
    netSharePercent: boundedNumber('the net share of rent in per cent', 0, 100),
    years: wholeNumber('the number of years in the table', 1).max(CHART_MOST_YEARS, {
      error: `Expected at most ${CHART_MOST_YEARS} years: the payback chart draws no more.`,
    }),
    /** The downside case, by the same model: the first year's rent this much lower, and this yearly increase. */
    downside: fields({
      rentLowerPercent: boundedNumber('how much lower the rent is, in per cent', 0, 99),
      yearlyRentIncreasePercent: boundedNumber('the yearly rent increase in per cent', 0, 100),
    }),
  }),
}).superRefine((offer, ctx) => {
  const fail = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: field.split('.'), message });
  const plan = offer.deposit + offer.monthlyPayment * offer.months;
  if (plan !== offer.price) {
    fail(
      'price',
      `The figures do not add up: deposit ${offer.deposit} + monthlyPayment ${offer.monthlyPayment} × months ${offer.months} = ${plan}, but price is ${offer.price}. Correct the price, the deposit, the monthly payment or the number of months.`,
    );
  }
  const balance = offer.price - offer.deposit;
  if (offer.balance !== balance) {
    fail(
      'balance',
      `The balance must be price − deposit = ${balance}, but it is ${offer.balance}. Set balance to ${balance}.`,
    );
  }
  const years = payback(offer);
  if (!(years < offer.paybackClaimYears)) {
    const fix = Number.isFinite(years)
      ? `Set paybackClaimYears to ${Math.floor(years) + 1} or more, or correct`
      : 'Correct';
    fail(
      'paybackClaimYears',
      `Net of the costs set in this file, the projection recovers the price and purchase costs in ${yearsText(years)} years, so "under ${offer.paybackClaimYears} years" is not true. ${fix} the projection inputs or the costs.`,
    );
  }
});
