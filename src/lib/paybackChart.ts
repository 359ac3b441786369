import { downsideInputs, projectionInputs, type Offer } from './figures';
import { formatPounds, formatShortPounds } from './formatPounds';
import { paybackYears, projection } from './projection';

/**
 * The plot inside the SVG's coordinate system (its viewBox is `0 0 360 204`), in user units. The margins hold the
 * amount labels ("£40k") on the left and the last total ("£38,101") on the right, whole, at the 14-unit type phones
 * get and with the letter and word spacing of WCAG 1.4.12: the SVG clips anything past its edges
 * (tests/e2e/chart.spec.ts measures them from 320 px up).
 */
const PLOT = { left: 50, right: 274, top: 24, bottom: 180 };

/**
 * How far the top of the payback label, two lines of that type above the price line (PaybackChart.astro), stands
 * above the line: the amount axis rises far enough past the price to keep it inside the SVG.
 */
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
 * The payback chart as SVG coordinates and labels: the net recovery from year 1 until it passes the price (or to the
 * table's last year), the price line, and where the two cross, exactly where `paybackYears` interpolates it; and the
 * downside case's recovery over the same years, by the same model.
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
