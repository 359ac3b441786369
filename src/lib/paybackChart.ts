import { downsideInputs, projectionInputs, type Offer } from './figures';
import { formatPounds, formatShortPounds } from './formatPounds';
import { paybackYears, projection } from './projection';

/**
 * The plot in the SVG's user units (viewBox `0 0 360 204`): the margins hold the amount labels and the last total
 * whole, at phones' 14-unit type with WCAG 1.4.12's spacing (chart.spec.ts measures them).
 */
const PLOT = { left: 50, right: 274, top: 24, bottom: 180 };

/** How far the payback label's two lines stand above the price line: the axis rises past the price to keep them in. */
export const PAYBACK_LABEL_ROOM = 40;

/** The most years the chart draws, a label each: at the type phones get, more run together (15 did; 10 fit). */
export const CHART_MOST_YEARS = 10;

const round = (value: number) => Math.round(value * 10) / 10;

/** The smallest 1, 2 or 5 × 10ⁿ that divides 0…`max` into at most four steps. */
function tickStep(max: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(max / 4));
  return [1, 2, 5, 10].map((m) => m * magnitude).find((step) => max / step <= 4)!;
}

/**
 * The payback chart as SVG coordinates and labels: the net recovery until it passes the price (or to the table's last
 * year), the price line, where the two cross (as `paybackYears` has it), and the downside case over the same years.
 */
export function paybackChart(offer: Offer) {
  const inputs = projectionInputs(offer.projection);
  const payback = paybackYears(inputs, offer.price);
  if (!Number.isFinite(payback))
    throw new RangeError(`The rent never recovers the price of ${formatPounds(offer.price)}.`);
  const rows = projection(inputs, Math.max(offer.projection.years, Math.ceil(payback)));
  const downside = projection(downsideInputs(offer.projection), rows.length);
  const priceWithLabel = (offer.price * (PLOT.bottom - PLOT.top)) / (PLOT.bottom - PAYBACK_LABEL_ROOM);
  const highest = Math.max(priceWithLabel, rows.at(-1)!.totalRecovered, downside.at(-1)!.totalRecovered);
  const step = tickStep(highest);
  const top = Math.ceil(highest / step) * step;
  const x = (year: number) => round(PLOT.left + ((PLOT.right - PLOT.left) * year) / rows.length);
  const y = (amount: number) => round(PLOT.bottom - ((PLOT.bottom - PLOT.top) * amount) / top);
  const pointsOf = (of: typeof rows) =>
    of.map(({ year, totalRecovered: t }) => ({ year, x: x(year), y: y(t), total: formatPounds(t, { round: true }) }));
  const lineOf = (series: { x: number; y: number }[]) =>
    `M${PLOT.left} ${PLOT.bottom}${series.map((point) => `L${point.x} ${point.y}`).join('')}`;
  const points = pointsOf(rows);
  const line = lineOf(points);
  const low = pointsOf(downside);
  return {
    width: 360,
    height: 204,
    plot: PLOT,
    points,
    line,
    area: `${line}V${PLOT.bottom}Z`,
    // Gridlines of the amount axis from £0 up, e.g. `{ y: 141, label: '£10k' }`.
    ticks: Array.from({ length: top / step + 1 }, (_, index) => ({
      y: y(index * step),
      label: formatShortPounds(index * step),
    })),
    price: { y: y(offer.price), amount: formatPounds(offer.price) },
    payback: { x: x(payback), y: y(offer.price), year: Math.ceil(payback) },
    downside: { points: low, line: lineOf(low) },
  };
}
