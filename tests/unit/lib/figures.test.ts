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
  projection: { startingMonthlyRent: 350, yearlyRentIncreasePercent: 5, netSharePercent: 95, years: 5 },
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
    });
  });

  test('follows a changed offer', () => {
    const figures = offerFigures({ ...SPEC_OFFER, price: 38500, deposit: 2500, balance: 36000, monthlyPayment: 600 });
    expect(figures.price).toBe('£38,500');
    expect(figures.priceShort).toBe('£38,500');
    expect(figures.deposit).toBe('£2,500');
    expect(figures.payback).toBe('8.1');
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
