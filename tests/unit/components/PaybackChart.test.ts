import { readFileSync } from 'node:fs';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { expect, test, vi } from 'vitest';
import { parse } from 'yaml';
import PaybackChart from '@/components/mdx/PaybackChart.astro';
import { offerFigures, type Offer } from '@/lib/figures';
import { paybackChart } from '@/lib/paybackChart';

const read = (name: string) => parse(readFileSync(new URL(`../../../content/${name}.yaml`, import.meta.url), 'utf8'));
/** The offer the component reads through astro:content: content/offer.yaml, or as a test has changed it. */
let offer: Offer = read('offer');
vi.mock('astro:content', () => ({
  getEntry: async (collection: string) => ({ data: collection === 'offer' ? offer : read(collection) }),
}));

/** The chart as drawn: its downside line and the key that states the downside's payback. */
async function drawn(changed: Offer) {
  offer = changed;
  const html = await (await AstroContainer.create()).renderToString(PaybackChart, { props: { caption: 'Payback' } });
  return {
    line: /<path class="low[^"]*" d="([^"]+)"/.exec(html)?.[1],
    key: /class="key-low[^"]*"[^>]*>([^<]+)</.exec(html)?.[1],
  };
}

test("a change to the downside case in offer.yaml redraws the chart's second line and the payback it states", async () => {
  const before: Offer = read('offer');
  const after = {
    ...before,
    projection: { ...before.projection, downside: { rentLowerPercent: 35, yearlyRentIncreasePercent: 1 } },
  };
  const [was, now] = [await drawn(before), await drawn(after)];
  for (const [chart, changed] of [
    [was, before],
    [now, after],
  ] as const) {
    expect(chart.line).toBe(paybackChart(changed).downside.line);
    expect(chart.key).toBe(`Downside case, the price back in ${offerFigures(changed).downsidePayback} years`);
  }
  expect(now.line).not.toBe(was.line);
  expect(offerFigures(after).downsidePayback).not.toBe(offerFigures(before).downsidePayback);
});
