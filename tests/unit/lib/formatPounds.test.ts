import { describe, expect, test } from 'vitest';
import { formatPercent, formatPounds } from '@/lib/formatPounds';

describe('formatPounds', () => {
  test.each([
    [35000, '£35,000'],
    [2000, '£2,000'],
    [550, '£550'],
    [0, '£0'],
    [1234567, '£1,234,567'],
    [367.5, '£367.50'],
    [3.456, '£3.46'],
    [-1500, '-£1,500'],
  ])('%d → %s', (amount, expected) => {
    expect(formatPounds(amount)).toBe(expected);
  });

  test.each([
    [367.5, '£368'],
    [4189.5, '£4,190'],
    [12578.475, '£12,578'],
    [385.875, '£386'],
  ])('rounds %d to the pound as %s', (amount, expected) => {
    expect(formatPounds(amount, { round: true })).toBe(expected);
  });

  test.each([Number.NaN, Number.POSITIVE_INFINITY])('rejects %d', (amount) => {
    expect(() => formatPounds(amount)).toThrow(RangeError);
  });
});

describe('formatPercent', () => {
  test.each([
    [0, '0%'],
    [0.05, '5%'],
    [0.5, '50%'],
    [0.025, '2.5%'],
    [1, '100%'],
  ])('%d → %s', (fraction, expected) => {
    expect(formatPercent(fraction)).toBe(expected);
  });
});
