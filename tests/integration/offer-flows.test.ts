import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { parseDocument } from 'yaml';
import { ROOT, astro, removeScratch, scratchProject } from './scratch';

afterAll(() => removeScratch('offer-flows'));

test("a copywriter's change to content/offer.yaml reaches every page that shows the figure", async () => {
  const dir = scratchProject('offer-flows', join(ROOT, 'content'));
  // A new price that still adds up: £2,000 + £600 × 60 = £38,000.
  const file = join(dir, 'content/offer.yaml');
  const offer = parseDocument(readFileSync(file, 'utf8'));
  offer.set('price', 38000);
  offer.set('balance', 36000);
  offer.set('monthlyPayment', 600);
  writeFileSync(file, offer.toString());

  const build = await astro(dir, 'build');
  expect(build.ok, build.output).toBe(true);

  const dist = join(dir, 'dist');
  const html = Object.fromEntries(
    readdirSync(dist)
      .filter((name) => name.endsWith('.html'))
      .map((name) => [name, readFileSync(join(dist, name), 'utf8')]),
  );
  for (const [name, page] of Object.entries(html)) {
    expect(page, `${name} still shows the old price`).not.toMatch(/£35,000|£35k|£33,000|£550\b/);
  }
  expect(html['index.html']).toContain('Luxury Hotel from £38,000');
  expect(html['index.html']).toContain('£600 a month for 60 months');
  expect(html['residences.html']).toContain('The £38k Founders’ Studio');
  expect(html['investment.html']).toMatch(/<td[^>]*>£38,000<\/td>/);
  expect(html['investment.html']).toMatch(/<td[^>]*>£36,000<\/td>/);
  expect(html['investment.html']).toContain('£600 a month for 60 months');
  // The payback chart is drawn again from the new offer: its price line moves, and its name says so.
  expect(html['investment.html']).toMatch(/<title>[^<]*passes the £38,000 price in year 8/);
});
