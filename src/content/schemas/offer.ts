import type { z } from 'astro/zod';
import { projectionInputs, type Offer } from '../../lib/figures';
import { CHART_MOST_YEARS } from '../../lib/paybackChart';
import { paybackYears } from '../../lib/projection';
import { boundedNumber, fields, text, wholeNumber } from './fields';

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
  /** Costs besides the price, as published (or a placeholder): the projection does not deduct them. */
  serviceCharge: text('the service charge, e.g. "£1,200 a year"'),
  operatorFee: text('the operator\'s fee, e.g. "25% of the rent"'),
  projection: fields({
    startingMonthlyRent: boundedNumber('the starting monthly rent in pounds', 1, 100_000),
    yearlyRentIncreasePercent: boundedNumber('the yearly rent increase in per cent', 0, 100),
    netSharePercent: boundedNumber('the net share of rent in per cent', 0, 100),
    years: wholeNumber('the number of years in the table', 1),
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
  const payback = paybackYears(projectionInputs(offer.projection), offer.price);
  if (!(payback < offer.paybackClaimYears)) {
    fail(
      'paybackClaimYears',
      `The projection recovers the price in ${Number.isFinite(payback) ? payback.toFixed(1) : 'more than 100'} years, so "under ${offer.paybackClaimYears} years" is not true. Raise paybackClaimYears or correct the projection inputs.`,
    );
  }
  // The payback chart labels each year it draws: past CHART_MOST_YEARS the labels run together on a phone.
  const years = Math.max(offer.projection.years, Number.isFinite(payback) ? Math.ceil(payback) : 0);
  if (years > CHART_MOST_YEARS) {
    fail(
      offer.projection.years > CHART_MOST_YEARS ? 'projection.years' : 'paybackClaimYears',
      `The payback chart would draw ${years} years; it has room for ${CHART_MOST_YEARS}. Shorten the table's years or correct the projection inputs.`,
    );
  }
});
