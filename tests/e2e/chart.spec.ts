import { expect, test, type Page } from '@playwright/test';
import { downsideInputs } from '../../src/lib/figures';
import { formatPounds } from '../../src/lib/formatPounds';
import { projection } from '../../src/lib/projection';
import { bodyAttributes, offer, pageWith, values } from './support';
import { spaceText } from './textSpacing';

/** The page that shows the chart (and the projection table it is drawn from), and the captions its body gives them. */
const CHART_PAGE = pageWith('PaybackChart');
const caption = (component: string) => bodyAttributes(CHART_PAGE.id, component, 'caption')[0]!;
const CHART_CAPTION = caption('PaybackChart');
const TABLE_CAPTION = caption('ProjectionTable');

const pounds = (text: string) => Number(text.replace(/[£,]/g, ''));

/** The projection table's rows as the page shows them: each year and its total recovered. */
async function tableTotals(page: Page): Promise<{ year: number; total: string }[]> {
  const rows = page.getByRole('table', { name: TABLE_CAPTION }).locator('tbody tr');
  return rows.evaluateAll((trs) =>
    trs.map((tr) => ({ year: Number(tr.querySelector('th')!.textContent), total: tr.lastElementChild!.textContent! })),
  );
}

/** The chart's value at each year, from the tooltip each year's label carries ("Year 5: £22,047"). */
async function chartTotals(page: Page): Promise<{ year: number; total: string }[]> {
  const titles = await page.locator('figure svg text > title').allTextContents();
  return titles.map((title) => {
    const [, year, total] = /^Year (\d+): (£[\d,]+)$/.exec(title.trim())!;
    return { year: Number(year), total: total! };
  });
}

test('the payback chart draws the table’s totals to the year they pass the price, and shows the last', async ({
  page,
}) => {
  await page.goto(CHART_PAGE.path);
  const figure = page.getByRole('figure', { name: CHART_CAPTION });
  await expect(figure).toBeVisible();

  const table = await tableTotals(page);
  const chart = await chartTotals(page);
  expect(table.length).toBeGreaterThan(0);
  // The same figures, year by year, as far as the table goes: its last total is the chart's value that year.
  expect(chart.slice(0, table.length)).toEqual(table);
  expect(chart[table.length - 1]!.total).toBe(table.at(-1)!.total);
  // From year 1 to the year the later case, main or downside, passes the price (or the table's last year, if later),
  // and no further than 30 years.
  const price = pounds(values.price);
  const paybackYear = chart.find((point) => pounds(point.total) >= price)!.year;
  const downsideYear = Math.ceil(Number(values.downsidePayback)) || 30;
  expect(chart.map((point) => point.year)).toEqual(
    Array.from({ length: Math.min(30, Math.max(table.length, paybackYear, downsideYear)) }, (_, index) => index + 1),
  );
  // The last value is written beside the line's end.
  const last = chart.at(-1)!;
  await expect(figure.getByText(last.total, { exact: true })).toBeVisible();

  // Assistive technology gets every year's figure, as the eye does (the table stops sooner), and nothing of the
  // drawing under it.
  const img = figure.getByRole('img');
  const yearly = chart.map((point) => `year ${point.year} ${point.total}`).join(', ');
  const low = projection(downsideInputs(offer), chart.length).at(-1)!.totalRecovered;
  await expect(img).toHaveAccessibleName(
    `Projected net rent recovered by the end of each year: ${yearly}. It passes the ${values.price} price during year ${paybackYear}. Downside case, the price back in ${values.downsidePayback} years: ${formatPounds(low, { round: true })} by year ${chart.length}.`,
  );
  expect(await img.ariaSnapshot()).not.toContain('\n');
});

test('every label of the chart is drawn whole, inside the chart and clear of the others, from 320 px up, with WCAG’s text spacing too', async ({
  page,
}) => {
  await page.goto(CHART_PAGE.path);
  const svg = page.getByRole('figure', { name: CHART_CAPTION }).locator('svg');
  for (const spacing of ['as designed', 'with WCAG 1.4.12 text spacing']) {
    if (spacing !== 'as designed') await spaceText(page);
    for (const width of [320, 375, 768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const { cut, overlapping } = await svg.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const labels = [...element.querySelectorAll('text')].map((text) => ({
          text: text.textContent!.trim(),
          box: text.getBoundingClientRect(),
        }));
        return {
          // An SVG clips what it draws past its edges: a label that runs over would lose its first or last characters.
          cut: labels
            .filter(
              (label) =>
                label.box.left < box.left - 0.5 || label.box.right > box.right + 0.5 || label.box.top < box.top - 0.5,
            )
            .map(({ text }) => text),
          overlapping: labels.flatMap((one, index) =>
            labels
              .slice(index + 1)
              .filter(
                ({ box: other }) =>
                  one.box.left < other.right - 0.5 &&
                  other.left < one.box.right - 0.5 &&
                  one.box.top < other.bottom - 0.5 &&
                  other.top < one.box.bottom - 0.5,
              )
              .map(({ text }) => `${one.text} / ${text}`),
          ),
        };
      });
      expect(cut, `labels cut at ${width} px, ${spacing}`).toEqual([]);
      expect(overlapping, `labels drawn over each other at ${width} px, ${spacing}`).toEqual([]);
    }
  }
});

test("the chart's labels are no smaller on screen than on a phone, in its own section, a narrow one or beside a picture", async ({
  page,
}) => {
  await page.goto(CHART_PAGE.path);
  const svg = page.getByRole('figure', { name: CHART_CAPTION }).locator('svg');
  /** The labels' size on screen: their size in the SVG's units, scaled as the SVG is, in each layout. */
  const sizes = () =>
    svg.evaluate((element: SVGSVGElement) =>
      ['', 'section--narrow', 'section--split'].map((layout) => {
        const section = element.closest('.section')!;
        if (layout) section.classList.add(layout);
        const scale = element.getBoundingClientRect().width / element.viewBox.baseVal.width;
        const size = parseFloat(getComputedStyle(element.querySelector('text')!).fontSize) * scale;
        if (layout) section.classList.remove(layout);
        return { layout: layout || 'its own section', size };
      }),
    );
  await page.setViewportSize({ width: 375, height: 900 });
  const phone = (await sizes())[0]!.size;
  for (const width of [768, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const { layout, size } of await sizes()) {
      expect(size, `labels at ${width} px, in ${layout}`).toBeGreaterThanOrEqual(phone - 0.01);
    }
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the chart is there, drawn and named', async ({ page }) => {
    await page.goto(CHART_PAGE.path);
    const chart = page.getByRole('figure', { name: CHART_CAPTION }).getByRole('img');
    await expect(chart).toHaveAccessibleName(
      new RegExp(`^Projected net rent recovered by the end of each year: .*${values.price} price`),
    );
    const box = (await chart.boundingBox())!;
    expect(box.width).toBeGreaterThan(280);
    expect(box.height).toBeGreaterThan(150);
  });
});
