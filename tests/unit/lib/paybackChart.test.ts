import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { downsideInputs, projectionInputs, projectionTable, type Offer } from '@/lib/figures';
import { formatPounds } from '@/lib/formatPounds';
import { PAYBACK_LABEL_ROOM, paybackChart } from '@/lib/paybackChart';
import { paybackYears, projection } from '@/lib/projection';

/** content/offer.yaml as the site reads it. */
const OFFER = parse(readFileSync(new URL('../../../content/offer.yaml', import.meta.url), 'utf8')) as Offer;

/** The offer with projection inputs changed, as a copywriter would change offer.yaml. */
const withProjection = (changes: Partial<Offer['projection']>, price = OFFER.price): Offer => ({
  ...OFFER,
  price,
  projection: { ...OFFER.projection, ...changes },
});

const OFFERS = {
  'content/offer.yaml': OFFER,
  'a higher starting rent': withProjection({ startingMonthlyRent: OFFER.projection.startingMonthlyRent * 1.5 }),
  'a flat rent': withProjection({ yearlyRentIncreasePercent: 0 }),
  'a higher price': withProjection({}, OFFER.price * 1.2),
  'a table longer than the payback': withProjection({ years: 15 }),
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
  const payback = paybackYears(projectionInputs(offer.projection), offer.price);
  const { left, right, top, bottom } = chart.plot;

  test("draws the table's totals, year by year, to the year the total passes the price", () => {
    const table = projectionTable(offer);
    expect(chart.points.slice(0, table.length).map(({ year, total }) => ({ year, total }))).toEqual(
      table.map(({ year, totalRecovered }) => ({ year, total: totalRecovered })),
    );
    expect(chart.points.map((point) => point.year)).toEqual(
      Array.from({ length: Math.max(offer.projection.years, Math.ceil(payback)) }, (_, index) => index + 1),
    );
    expect(chart.payback.year).toBe(Math.ceil(payback));
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

describe('a change in the offer redraws the chart', () => {
  const chart = paybackChart(OFFER);

  test('a higher rent moves the payback mark earlier, to the left', () => {
    const richer = paybackChart(OFFERS['a higher starting rent']);
    expect(richer.payback.year).toBeLessThan(chart.payback.year);
    expect(richer.payback.x).toBeLessThan(chart.payback.x);
  });

  test('a higher price moves the price line up and the payback mark later', () => {
    const dearer = paybackChart(OFFERS['a higher price']);
    expect(dearer.price.amount).not.toBe(chart.price.amount);
    expect(dearer.payback.year).toBeGreaterThan(chart.payback.year);
  });

  test('a rent that never recovers the price is refused, not drawn', () => {
    expect(() => paybackChart(withProjection({ netSharePercent: 0 }))).toThrow(RangeError);
  });
});

describe('the downside case', () => {
  const withDownside = (rentLowerPercent: number, yearlyRentIncreasePercent: number): Offer => ({
    ...OFFER,
    projection: { ...OFFER.projection, downside: { rentLowerPercent, yearlyRentIncreasePercent } },
  });

  test("is the same model's recovery at its own rent, year by year over the main line's years", () => {
    const chart = paybackChart(OFFER);
    const rows = projection(downsideInputs(OFFER.projection), chart.points.length);
    expect(chart.downside.points.map(({ x, total }) => ({ x, total }))).toEqual(
      rows.map((row, index) => ({
        x: chart.points[index]!.x,
        total: formatPounds(row.totalRecovered, { round: true }),
      })),
    );
    expect(chart.downside.line.startsWith(`M${chart.plot.left} ${chart.plot.bottom}L`)).toBe(true);
  });

  test('a harsher downside draws its line lower, and leaves the main line as it was', () => {
    const [chart, harsher] = [paybackChart(withDownside(20, 0)), paybackChart(withDownside(40, 0))];
    expect(harsher.line).toBe(chart.line);
    for (const [index, point] of harsher.downside.points.entries()) {
      expect(point.y).toBeGreaterThan(chart.downside.points[index]!.y);
    }
  });

  test('a downside written above the main case stretches the amount axis to hold it', () => {
    const chart = paybackChart(withDownside(0, 20));
    expect(chart.downside.points.at(-1)!.y).toBeGreaterThanOrEqual(chart.plot.top);
    expect(chart.downside.points.at(-1)!.y).toBeLessThan(chart.points.at(-1)!.y);
  });
});
