import { describe, expect, test } from 'vitest';
import { formatPounds } from '@/lib/formatPounds';
import { paybackYears, projection, type ProjectionInputs } from '@/lib/projection';

const SPEC_INPUTS: ProjectionInputs = {
  startingMonthlyRent: 350,
  yearlyIncrease: 0.05,
  netShare: 0.95,
  yearlyCharge: 0,
};

describe('projection', () => {
  test("reproduces the spec's five-year table to the pound", () => {
    const rows = projection(SPEC_INPUTS, 5).map((row) => ({
      year: row.year,
      monthlyRent: formatPounds(row.monthlyRent, { round: true }),
      netRecovery: formatPounds(row.netRecovery, { round: true }),
      totalRecovered: formatPounds(row.totalRecovered, { round: true }),
    }));
    expect(rows).toEqual([
      { year: 1, monthlyRent: '£350', netRecovery: '£3,990', totalRecovered: '£3,990' },
      { year: 2, monthlyRent: '£368', netRecovery: '£4,190', totalRecovered: '£8,180' },
      { year: 3, monthlyRent: '£386', netRecovery: '£4,399', totalRecovered: '£12,578' },
      { year: 4, monthlyRent: '£405', netRecovery: '£4,619', totalRecovered: '£17,197' },
      { year: 5, monthlyRent: '£425', netRecovery: '£4,850', totalRecovered: '£22,047' },
    ]);
  });

  test('keeps full precision: the cumulative total is summed before rounding', () => {
    const year3 = projection(SPEC_INPUTS, 3)[2];
    expect(year3?.totalRecovered).toBeCloseTo(12578.475, 6);
  });

  test('follows its inputs', () => {
    expect(projection({ startingMonthlyRent: 1000, yearlyIncrease: 0, netShare: 0.5, yearlyCharge: 0 }, 2)).toEqual([
      { year: 1, monthlyRent: 1000, netRecovery: 6000, totalRecovered: 6000 },
      { year: 2, monthlyRent: 1000, netRecovery: 6000, totalRecovered: 12000 },
    ]);
  });

  test('takes the yearly charge off each year’s net share, from the first year', () => {
    expect(projection({ startingMonthlyRent: 1000, yearlyIncrease: 0, netShare: 0.5, yearlyCharge: 1200 }, 2)).toEqual([
      { year: 1, monthlyRent: 1000, netRecovery: 4800, totalRecovered: 4800 },
      { year: 2, monthlyRent: 1000, netRecovery: 4800, totalRecovered: 9600 },
    ]);
  });

  test.each([0, -1, 2.5])('rejects %d years', (years) => {
    expect(() => projection(SPEC_INPUTS, years)).toThrow(RangeError);
  });
});

describe('paybackYears', () => {
  test('is Infinity when the yearly charge takes all the rent', () => {
    expect(paybackYears({ ...SPEC_INPUTS, yearlyIncrease: 0, yearlyCharge: 350 * 12 * 0.95 }, 35000)).toBe(
      Number.POSITIVE_INFINITY,
    );
  });

  test('the published inputs recover £35,000 in about 7.4 years, under the 8 claimed', () => {
    const years = paybackYears(SPEC_INPUTS, 35000);
    expect(years.toFixed(1)).toBe('7.4');
    expect(years).toBeLessThan(8);
  });

  test('interpolates within the year the price is reached', () => {
    expect(paybackYears({ startingMonthlyRent: 1000, yearlyIncrease: 0, netShare: 1, yearlyCharge: 0 }, 18000)).toBe(
      1.5,
    );
  });

  test('is Infinity when rent never recovers the price', () => {
    expect(
      paybackYears({ startingMonthlyRent: 1, yearlyIncrease: 0, netShare: 0.01, yearlyCharge: 0 }, 35000, 10),
    ).toBe(Number.POSITIVE_INFINITY);
  });
});
