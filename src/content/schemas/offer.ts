import { z } from 'astro/zod';
import { projectionInputs } from '../../lib/figures';
import { paybackYears } from '../../lib/projection';
import { boundedNumber, wholeNumber } from './fields';

/** `content/offer.yaml`: every figure of the founders' offer, checked to add up. */
export const offerSchema = z
  .object({
    /** Total price of a founders' studio, in whole pounds. */
    price: wholeNumber('the total price in pounds', 1),
    /** Deposit paid up front, in whole pounds. */
    deposit: wholeNumber('the deposit in pounds'),
    /** What remains after the deposit, in whole pounds. */
    balance: wholeNumber('the balance in pounds'),
    /** Monthly payment of the plan, in whole pounds. */
    monthlyPayment: wholeNumber('the monthly payment in pounds', 1),
    /** Number of monthly payments. */
    months: wholeNumber('the number of monthly payments', 1),
    /** Interest on the plan, in per cent. */
    interestPercent: boundedNumber('the interest in per cent', 0, 100),
    /** Private units at the founders' price. */
    units: wholeNumber('the number of units', 1),
    /** Approximate studio size in square feet. */
    studioSizeSqFt: wholeNumber('the studio size in square feet', 1),
    /** Founders' share of the building's shared space, in per cent. */
    sharedSpacePercent: boundedNumber('the shared-space share in per cent', 0, 100),
    /** The price is projected to be recovered in under this many years. */
    paybackClaimYears: wholeNumber('the payback claim in years', 1),
    projection: z.object({
      /** Monthly rent in year one, in pounds. */
      startingMonthlyRent: boundedNumber('the starting monthly rent in pounds', 1, 100_000),
      /** Yearly rent increase, in per cent. */
      yearlyRentIncreasePercent: boundedNumber('the yearly rent increase in per cent', 0, 100),
      /** Share of rent kept after costs, in per cent. */
      netSharePercent: boundedNumber('the net share of rent in per cent', 0, 100),
      /** Years shown in the projection table. */
      years: wholeNumber('the number of years in the table', 1),
    }),
  })
  .superRefine((offer, ctx) => {
    const plan = offer.deposit + offer.monthlyPayment * offer.months;
    if (plan !== offer.price) {
      ctx.addIssue({
        code: 'custom',
        path: ['price'],
        message: `The figures do not add up: deposit ${offer.deposit} + monthlyPayment ${offer.monthlyPayment} × months ${offer.months} = ${plan}, but price is ${offer.price}. Correct the price, the deposit, the monthly payment or the number of months.`,
      });
    }
    if (offer.balance !== offer.price - offer.deposit) {
      ctx.addIssue({
        code: 'custom',
        path: ['balance'],
        message: `The balance must be price − deposit = ${offer.price - offer.deposit}, but it is ${offer.balance}. Set balance to ${offer.price - offer.deposit}.`,
      });
    }
    const payback = paybackYears(projectionInputs(offer.projection), offer.price);
    if (!(payback < offer.paybackClaimYears)) {
      ctx.addIssue({
        code: 'custom',
        path: ['paybackClaimYears'],
        message: `The projection recovers the price in ${Number.isFinite(payback) ? payback.toFixed(1) : 'more than 100'} years, so "under ${offer.paybackClaimYears} years" is not true. Raise paybackClaimYears or correct the projection inputs.`,
      });
    }
  });
