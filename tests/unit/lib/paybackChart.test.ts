import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { downsideInputs, outlay, payback as paybackOf, projectionTable, type Offer } from '@/lib/figures';
import { formatPounds } from '@/lib/formatPounds';
import { CHART_MOST_YEARS, PAYBACK_LABEL_ROOM, paybackChart } from '@/lib/paybackChart';
import { projection } from '@/lib/projection';

/** content/offer.yaml as the site reads it. */
const OFFER = parse(readFileSync(new URL('../../../content/offer.yaml', import.meta.url), 'utf8')) as Offer;

/** The offer with projection inputs changed, as a copywriter would change offer.yaml. */
const withProjection = (changes: Partial<Offer['projection']>, price = OFFER.price): Offer => ({
  ...OFFER,
  price,
  projection: { ...OFFER.projection, ...changes },
});

const pounds = (text: string) => Number(text.replace(/[£,]/g, ''));

const OFFERS = {
  'content/offer.yaml': OFFER,
  'a higher starting rent': withProjection({ startingMonthlyRent: OFFER.projection.startingMonthlyRent * 1.5 }),
  'a flat rent': withProjection({ yearlyRentIncreasePercent: 0 }),
  'a higher price': withProjection({}, OFFER.price * 1.2),
  'a table longer than the payback': withProjection({ years: 15 }),
  // The costs' example figures in offer.yaml: the payback takes about 12.6 years, the downside's over 30.
  'the costs set': { ...OFFER, serviceChargePerYear: 1200, operatorFeePercent: 25, purchaseCosts: 2500 },
};

// The payback label stands on the price line, two lines high: a price near the axis's top (£38,000 under £40k) drew
// it past the SVG's top edge, where it was cut.
test('leaves room above the price line for the payback label, whatever the price', () => {
  for (let price = Math.round(OFFER.price * 0.6); price <= OFFER.price * 1.5; price += 250) {
    expect(paybackChart(withProjection({}, price)).price.y, `price £${price}`).toBeGreaterThanOrEqual(
      PAYBACK_LABEL_ROOM,
    );
  }
});

describe.each(Object.entries(OFFERS))('paybackChart from %s', (_name, offer) => {
  const chart = paybackChart(offer);
  const payback = paybackOf(offer);
  const later = Math.max(payback, paybackOf(offer, downsideInputs(offer)));
  const { left, right, top, bottom } = chart.plot;

  test("draws the table's totals, year by year, to the year the later case passes the price and costs", () => {
    const table = projectionTable(offer);
    expect(chart.points.slice(0, table.length).map(({ year, total }) => ({ year, total }))).toEqual(
      table.map(({ year, totalRecovered }) => ({ year, total: totalRecovered })),
    );
    const years = Math.min(CHART_MOST_YEARS, Math.max(offer.projection.years, Math.ceil(later)));
    expect(chart.points.map((point) => point.year)).toEqual(Array.from({ length: years }, (_, index) => index + 1));
    expect(chart.payback?.year).toBe(Math.ceil(payback));
    expect(chart.price.amount).toBe(formatPounds(outlay(offer)));
  });

  test('rises from the origin, each year higher and further right, inside the plot', () => {
    expect(chart.line.startsWith(`M${left} ${bottom}L`)).toBe(true);
    expect(chart.area).toBe(`${chart.line}V${bottom}Z`);
    for (const [index, point] of chart.points.entries()) {
      const before = chart.points[index - 1] ?? { x: left, y: bottom };
      expect(point.x).toBeGreaterThan(before.x);
      expect(point.y).toBeLessThan(before.y);
      expect(point.y).toBeGreaterThanOrEqual(top);
    }
    expect(chart.points.at(-1)!.x).toBe(right);
  });

  test('marks the payback where the line crosses the price line', () => {
    if (!chart.payback) throw new Error('no payback mark');
    expect(chart.payback.y).toBe(chart.price.y);
    expect(chart.payback.x).toBeCloseTo(left + ((right - left) * payback) / chart.points.length, 1);
    const after = chart.points[chart.payback.year - 1]!;
    const before = chart.points[chart.payback.year - 2] ?? { x: left, y: bottom };
    expect(before.y).toBeGreaterThan(chart.price.y);
    expect(after.y).toBeLessThanOrEqual(chart.price.y);
    // On the segment between the two year ends: the same interpolation as paybackYears.
    const along = (chart.payback.x - before.x) / (after.x - before.x);
    expect(before.y + along * (after.y - before.y)).toBeCloseTo(chart.price.y, 0);
  });

  test('labels the amount axis from £0 in even steps, up to at least the price and the last total', () => {
    expect(chart.ticks[0]).toEqual({ y: bottom, label: '£0' });
    expect(chart.ticks.at(-1)!.y).toBe(top);
    expect(chart.ticks.length).toBeLessThanOrEqual(5);
    const gaps = chart.ticks.slice(1).map((tick, index) => chart.ticks[index]!.y - tick.y);
    for (const gap of gaps) expect(gap).toBeCloseTo(gaps[0]!, 0);
    expect(chart.price.y).toBeGreaterThanOrEqual(top);
  });
});

// At the type phones get, more than 10 year labels run together (15 did).
test.each([
  [withProjection({ years: 3, startingMonthlyRent: 1000 }), [1, 2, 3, 4]],
  [OFFER, [1, 2, 4, 6, 8, 10]],
  [OFFERS['a table longer than the payback'], [1, 2, 4, 6, 8, 10, 12, 14]],
  [OFFERS['the costs set'], [1, 5, 10, 15, 20, 25, 30]],
])('labels every year up to 10; then the first and every second to 20, every fifth beyond', (offer, years) => {
  expect(paybackChart(offer).labelled.map((point) => point.year)).toEqual(years);
});

describe('a change in the offer redraws the chart', () => {
  const chart = paybackChart(OFFER);

  test('a higher rent moves the payback mark earlier', () => {
    expect(paybackChart(OFFERS['a higher starting rent']).payback!.year).toBeLessThan(chart.payback!.year);
  });

  test('a higher price moves the price line up and the payback mark later', () => {
    const dearer = paybackChart(OFFERS['a higher price']);
    expect(dearer.price.amount).not.toBe(chart.price.amount);
    expect(dearer.payback!.year).toBeGreaterThan(chart.payback!.year);
  });

  test('costs lower every total, and the purchase costs raise the line to pass', () => {
    const net = paybackChart(OFFERS['the costs set']);
    for (const [index, point] of chart.points.entries()) {
      expect(pounds(net.points[index]!.total)).toBeLessThan(pounds(point.total));
    }
    expect(net.price.withCosts).toBe(true);
    expect(net.price.amount).toBe(formatPounds(OFFER.price + 2500));
  });

  test('a case that pays back past 30 years, or never, draws 30 years, unmarked', () => {
    for (const netSharePercent of [10, 0]) {
      const never = paybackChart(withProjection({ netSharePercent }));
      expect(never.points).toHaveLength(CHART_MOST_YEARS);
      expect(never.payback).toBeUndefined();
      expect(never.downside.back).toBe(false);
    }
  });
});

describe('the downside case', () => {
  const withDownside = (rentLowerPercent: number, yearlyRentIncreasePercent: number): Offer => ({
    ...OFFER,
    projection: { ...OFFER.projection, downside: { rentLowerPercent, yearlyRentIncreasePercent } },
  });

  test("is the same model's recovery at its own rent, year by year over the main line's years", () => {
    const chart = paybackChart(OFFER);
    const rows = projection(downsideInputs(OFFER), chart.points.length);
    expect(chart.downside.points.map(({ x, total }) => ({ x, total }))).toEqual(
      rows.map((row, index) => ({
        x: chart.points[index]!.x,
        total: formatPounds(row.totalRecovered, { round: true }),
      })),
    );
    expect(chart.downside.line.startsWith(`M${chart.plot.left} ${chart.plot.bottom}L`)).toBe(true);
  });

  test('a harsher downside draws its line lower, for longer, and leaves the main case as it was', () => {
    const [chart, harsher] = [paybackChart(withDownside(20, 0)), paybackChart(withDownside(40, 0))];
    expect(harsher.points.length).toBeGreaterThan(chart.points.length);
    expect(harsher.payback!.year).toBe(chart.payback!.year);
    for (const [index, point] of chart.downside.points.entries()) {
      expect(pounds(harsher.downside.points[index]!.total)).toBeLessThan(pounds(point.total));
    }
  });

  test('a downside written above the main case stretches the amount axis to hold it', () => {
    const chart = paybackChart(withDownside(0, 20));
    expect(chart.downside.points.at(-1)!.y).toBeGreaterThanOrEqual(chart.plot.top);
    expect(chart.downside.points.at(-1)!.y).toBeLessThan(chart.points.at(-1)!.y);
  });
});
