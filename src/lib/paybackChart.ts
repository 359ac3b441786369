import { downsideInputs, outlay, payback as paybackOf, projectionInputs, type Offer } from './figures';
import { formatPounds, formatShortPounds } from './formatPounds';
import { projection } from './projection';

/**
 * The plot in the SVG's user units (viewBox `0 0 360 204`): the margins hold the amount labels and the last total
 * whole, at phones' 14-unit type with WCAG 1.4.12's spacing (chart.spec.ts measures them).
 */
const PLOT = { left: 50, right: 274, top: 24, bottom: 180 };

/** How far the payback label's two lines stand above the price line: the axis rises past the price to keep them in. */
export const PAYBACK_LABEL_ROOM = 40;

/** The most years the chart draws: a case that takes longer to pay back is said to in words. */
export const CHART_MOST_YEARS = 30;

const round = (value: number) => Math.round(value * 10) / 10;

/** The smallest 1, 2 or 5 × 10ⁿ that divides 0…`max` into at most four steps. */
function tickStep(max: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(max / 4));
  return [1, 2, 5, 10].map((m) => m * magnitude).find((step) => max / step <= 4)!;
}

/**
 * The payback chart as SVG coordinates and labels: the net recovery and the downside case's, to the year the later of
 * the two passes the price and purchase costs (or the table's last year, if later; at most `CHART_MOST_YEARS`), the
 * price line, and where the main case crosses it (as `paybackYears` has it), unless that is past the chart's end.
 */
export function paybackChart(offer: Offer) {
  const target = outlay(offer);
  const payback = paybackOf(offer);
  const downsidePayback = paybackOf(offer, downsideInputs(offer));
  const years = Math.min(
    CHART_MOST_YEARS,
    Math.max(offer.projection.years, Math.ceil(Math.max(payback, downsidePayback))),
  );
  // Up to 10 years each year is labelled; past that, at the type phones get, labels run together (15 did).
  const every = years <= 10 ? 1 : years <= 20 ? 2 : 5;
  const rows = projection(projectionInputs(offer), years);
  const downside = projection(downsideInputs(offer), years);
  const priceWithLabel = (target * (PLOT.bottom - PLOT.top)) / (PLOT.bottom - PAYBACK_LABEL_ROOM);
  const highest = Math.max(priceWithLabel, rows.at(-1)!.totalRecovered, downside.at(-1)!.totalRecovered);
  const step = tickStep(highest);
  const top = Math.ceil(highest / step) * step;
  const x = (year: number) => round(PLOT.left + ((PLOT.right - PLOT.left) * year) / years);
  const y = (amount: number) => round(PLOT.bottom - ((PLOT.bottom - PLOT.top) * Math.max(amount, 0)) / top);
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
    // The years labelled on the axis: the first, and every one, every second or every fifth.
    labelled: points.filter(({ year }) => year === 1 || year % every === 0),
    line,
    area: `${line}V${PLOT.bottom}Z`,
    // Gridlines of the amount axis from £0 up, e.g. `{ y: 141, label: '£10k' }`.
    ticks: Array.from({ length: top / step + 1 }, (_, index) => ({
      y: y(index * step),
      label: formatShortPounds(index * step),
    })),
    price: { y: y(target), amount: formatPounds(target), withCosts: target > offer.price },
    // Where the line crosses the price, if it does within the chart; its label centred over it, kept clear of the
    // amounts on the left and of the totals at the right end (its widest line is 180 units with WCAG 1.4.12 spacing).
    payback:
      payback <= years
        ? { x: x(payback), y: y(target), year: Math.ceil(payback), labelX: Math.min(Math.max(x(payback), 140), 185) }
        : undefined,
    downside: { points: low, line: lineOf(low), back: downsidePayback <= years },
  };
}
