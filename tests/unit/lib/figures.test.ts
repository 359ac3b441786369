import { describe, expect, test } from 'vitest';
import { offerFigures, projectionTable, type Offer } from '@/lib/figures';

/** The spec's offer (section 9). */
const SPEC_OFFER: Offer = {
  price: 35000,
  deposit: 2000,
  balance: 33000,
  monthlyPayment: 550,
  months: 60,
  interestPercent: 0,
  units: 100,
  studioSizeSqFt: 200,
  sharedSpacePercent: 50,
  paybackClaimYears: 8,
  serviceChargePerYear: '[PLACEHOLDER: serviceChargePerYear]',
  operatorFeePercent: '[PLACEHOLDER: operatorFeePercent]',
  purchaseCosts: '[PLACEHOLDER: purchaseCosts]',
  projection: {
    startingMonthlyRent: 350,
    yearlyRentIncreasePercent: 5,
    netSharePercent: 95,
    years: 5,
    downside: { rentLowerPercent: 20, yearlyRentIncreasePercent: 0 },
  },
};

describe('offerFigures', () => {
  test("formats every figure of the spec's offer", () => {
    expect(offerFigures(SPEC_OFFER)).toEqual({
      price: '£35,000',
      priceShort: '£35k',
      deposit: '£2,000',
      balance: '£33,000',
      monthlyPayment: '£550',
      months: '60',
      interest: '0%',
      units: '100',
      studioSize: '200 sq ft',
      sharedSpace: '50%',
      paybackClaimYears: '8',
      payback: '7.4',
      startingRent: '£350',
      rentIncrease: '5%',
      netShare: '95%',
      costs: '5%',
      projectionYears: '5',
      downsideRentLower: '20%',
      downsideRentIncrease: '0%',
      downsidePayback: '11.0',
      serviceCharge: '[PLACEHOLDER: serviceChargePerYear]',
      operatorFee: '[PLACEHOLDER: operatorFeePercent]',
      purchaseCosts: '[PLACEHOLDER: purchaseCosts]',
      priceWithCosts: '£35,000 plus [PLACEHOLDER: purchaseCosts]',
      costsNotSet:
        "The figures here are before the operator's fee, the service charge and the purchase costs, not set yet.",
    });
  });

  // The costs' example figures in offer.yaml: each set, each deducted, and the page says nothing is left out.
  const COSTS = { serviceChargePerYear: 1200, operatorFeePercent: 25, purchaseCosts: 2500 };

  test('once the costs are set, every projected figure is net of them', () => {
    const figures = offerFigures({ ...SPEC_OFFER, ...COSTS });
    expect(figures).toMatchObject({
      serviceCharge: '£1,200 a year',
      operatorFee: '25% of the rent',
      purchaseCosts: '£2,500',
      priceWithCosts: '£37,500',
      costs: '5%',
      netShare: '70%',
      costsNotSet: '',
    });
    // £350 a month, 70% kept, £1,200 a year off: £1,740 in the first year, rising; £37,500 back in 13.2 years.
    expect(figures.payback).toBe('13.2');
    expect(figures.downsidePayback).toBe('32.6');
    const withoutPurchase = offerFigures({ ...SPEC_OFFER, ...COSTS, purchaseCosts: 0 });
    expect(withoutPurchase.payback).toBe('12.6');
    expect(withoutPurchase.downsidePayback).toBe('30.4');
  });

  test('a cost left a placeholder is named as not set, the others deducted', () => {
    const figures = offerFigures({
      ...SPEC_OFFER,
      ...COSTS,
      serviceChargePerYear: '[PLACEHOLDER: serviceChargePerYear]',
    });
    expect(figures.costsNotSet).toBe('The figures here are before the service charge, not set yet.');
    expect(figures.netShare).toBe('70%');
  });

  test('follows a changed offer', () => {
    const figures = offerFigures({ ...SPEC_OFFER, price: 38500, deposit: 2500, balance: 36000, monthlyPayment: 600 });
    expect(figures.price).toBe('£38,500');
    expect(figures.priceShort).toBe('£38,500');
    expect(figures.deposit).toBe('£2,500');
    expect(figures.payback).toBe('8.1');
  });

  // £350 a month, 30% lower, kept at 95%: £2,793 a year, £35,000 in 12.5 years; 99% lower, 877 years.
  test.each([
    [30, 0, '12.5'],
    [20, 2, '10.0'],
    [99, 0, 'over 100'],
  ])('the downside payback follows its assumptions: rent %i%% lower, rising %i%%', (lower, rise, payback) => {
    const downside = { rentLowerPercent: lower, yearlyRentIncreasePercent: rise };
    const figures = offerFigures({ ...SPEC_OFFER, projection: { ...SPEC_OFFER.projection, downside } });
    expect(figures.downsidePayback).toBe(payback);
  });
});

describe('projectionTable', () => {
  test('the published five rows, to the pound', () => {
    expect(projectionTable(SPEC_OFFER)).toEqual([
      { year: 1, monthlyRent: '£350', netRecovery: '£3,990', totalRecovered: '£3,990' },
      { year: 2, monthlyRent: '£368', netRecovery: '£4,190', totalRecovered: '£8,180' },
      { year: 3, monthlyRent: '£386', netRecovery: '£4,399', totalRecovered: '£12,578' },
      { year: 4, monthlyRent: '£405', netRecovery: '£4,619', totalRecovered: '£17,197' },
      { year: 5, monthlyRent: '£425', netRecovery: '£4,850', totalRecovered: '£22,047' },
    ]);
  });
});
