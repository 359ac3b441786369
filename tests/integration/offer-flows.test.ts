import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parse, parseDocument } from 'yaml';
import { FRONTMATTER, frontmatterOf } from '@/content/source';
import { offerSchema } from '@/content/schemas/offer';
import { downsideInputs, projectionInputs, projectionTable, type Offer } from '@/lib/figures';
import { formatPounds } from '@/lib/formatPounds';
import { projection } from '@/lib/projection';
import { HOME_PAGE } from '@/lib/routes';
import {
  fillText,
  placeholdersIn,
  placeholderValues,
  type PlaceholderName,
  type PlaceholderValues,
} from '@/lib/placeholders';
import { ROOT, astro, removeScratch, scratchProject, type AstroRun } from './scratch';

afterAll(() => removeScratch('offer-flows'));

/** Home's hero picture, a picture the site has: the 404 page borrows it. */
const home = parse(frontmatterOf(readFileSync(join(ROOT, 'content/pages/home.mdx'), 'utf8'))!);
const { src, alt } = home.hero.image as { src: string; alt: string };

/** A page's HTML with its entities decoded, so text and attribute values read as the copy was written. */
const decoded = (html: string) =>
  html
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/**
 * The texts of a page file that write one of `names` as a placeholder: every frontmatter string, every attribute
 * value of the body and every plain line of prose (no Markdown marks, which the page would not show as typed).
 */
function textsWriting(source: string, names: readonly string[]): string[] {
  const yaml = frontmatterOf(source) ?? '';
  const body = source.replace(FRONTMATTER, '');
  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];
  const attributes = [...body.matchAll(/\s\w+="([^"]*)"/g)].map((match) => match[1]!);
  const prose = body
    .split('\n')
    .map((line) => line.replace(/^\s*(?:[-*]|\d+\.)\s+/, '').trim())
    .filter((line) => line && !/[<>*_[\]`#]/.test(line));
  return [...strings(parse(yaml)), ...attributes, ...prose].filter((text) =>
    placeholdersIn(text).some((name) => names.includes(name)),
  );
}

/** Two of the costs set, small enough that "under 8 years" still holds net of them. */
const COSTS = { serviceChargePerYear: 120, operatorFeePercent: 3 };

test('costs that make the payback claim untrue stop the build, naming the claim, the payback and the fix', async () => {
  const dir = scratchProject(
    'offer-costs',
    join(ROOT, 'content'),
    {
      file: 'offer.yaml',
      from: /^serviceChargePerYear: .*$/m,
      // The costs' example figures in offer.yaml's comments: the payback is about 12.6 years net of them.
      to: 'serviceChargePerYear: 1200\noperatorFeePercent: 25',
    },
    { file: 'offer.yaml', from: /^operatorFeePercent: '.*$/m, to: '' },
  );
  const sync = await astro(dir, 'sync');
  removeScratch('offer-costs');
  expect(sync.ok).toBe(false);
  const line =
    readFileSync(join(ROOT, 'content/offer.yaml'), 'utf8')
      .split('\n')
      .findIndex((l) => l.startsWith('paybackClaimYears:')) + 1;
  expect(sync.output).toContain(
    `paybackClaimYears: Net of the costs set in this file, the projection recovers the price and purchase costs in 12.6 years, so "under 8 years" is not true. Set paybackClaimYears to 13 or more, or correct the projection inputs or the costs.`,
  );
  expect(sync.output).toContain(`content/offer.yaml:${line}`);
});

/**
 * One scratch build of the site with a copywriter's changes: a new price in content/offer.yaml, and a section with a
 * picture and questions on the 404 page (content/README.md: "its sections, if any, follow its message").
 */
describe("a build with a copywriter's changes", () => {
  let build: AstroRun;
  let dir = '';
  let old: PlaceholderValues;
  let now: PlaceholderValues;
  let changed: PlaceholderName[];

  beforeAll(async () => {
    dir = scratchProject('offer-flows', join(ROOT, 'content'), {
      file: 'pages/404.mdx',
      from: FRONTMATTER,
      to: [
        '---\n$1',
        `images:\n  borrowed:\n    src: ${JSON.stringify(src)}\n    alt: ${JSON.stringify(alt)}`,
        'faq:\n  - question: Where did the page go?\n    answer: Ask the team on {app}.',
        '---\n',
        '<Section id="explore" heading="Explore {brand}" image="borrowed">\n\n<Faq />\n\n</Section>',
      ].join('\n'),
    });
    // A new price that still adds up: £50 more a month over the same months, on the same deposit; or, where more would
    // take the projected payback past the claim (or the chart's years), £50 less, or £1 either way. The build's own
    // schema says which is a valid offer.
    const file = join(dir, 'content/offer.yaml');
    const offer = parseDocument(readFileSync(file, 'utf8'));
    const before = offer.toJS() as Offer;
    const after = [50, -50, 1, -1]
      .map((step) => ({
        ...before,
        ...COSTS,
        price: before.price + step * before.months,
        balance: before.balance + step * before.months,
        monthlyPayment: before.monthlyPayment + step,
      }))
      .find((changed) => offerSchema.safeParse(changed).success);
    if (!after) throw new Error("No monthly payment £50 or £1 either side of content/offer.yaml's is a valid offer.");
    for (const field of ['price', 'balance', 'monthlyPayment'] as const) offer.set(field, after[field]);
    // And two of the costs set.
    for (const [field, value] of Object.entries(COSTS)) offer.set(field, value);
    writeFileSync(file, offer.toString());

    const site = parse(readFileSync(join(dir, 'content/site.yaml'), 'utf8'));
    old = placeholderValues(before, site);
    now = placeholderValues(offer.toJS() as Offer, site);
    changed = (Object.keys(now) as PlaceholderName[]).filter((name) => now[name] !== old[name]);
    expect(changed).toEqual(expect.arrayContaining(['price', 'balance', 'monthlyPayment']));

    build = await astro(dir, 'build');
    expect(build.ok, build.output).toBe(true);
  });

  test('warns of nothing but the placeholders still to replace before launch', () => {
    // A tool's warning about code that is fine would teach everyone to read past warnings.
    const warnings = build.output.split('\n').filter((line) => /\[WARN\]|warning/i.test(line));
    expect(warnings).toEqual([expect.stringMatching(/\[WARN\] \[launch-gate\] Not ready to launch/)]);
  });

  test('the 404 page takes the components every page takes: a section with a picture, questions', () => {
    const page = readFileSync(join(dir, 'dist/404.html'), 'utf8');
    expect(page).toContain(`alt="${alt}"`);
    expect(page).toContain('Where did the page go?');
  });

  test('the change to content/offer.yaml reaches every page that shows the figure', () => {
    const dist = join(dir, 'dist');
    const html = Object.fromEntries(
      readdirSync(dist)
        .filter((name) => name.endsWith('.html'))
        .map((name) => [name, decoded(readFileSync(join(dist, name), 'utf8'))]),
    );
    // No page shows a changed figure as it was (unless it is also what another figure is now): in its text or in an
    // attribute people read (alt, title, aria-label, content, href), not in its CSS, scripts or drawing, where a payback
    // of 5.5 would be found in `5.5rem`.
    const stale = changed
      .map((name) => old[name])
      .filter((value) => !Object.values(now).includes(value))
      // A figure that starts with a digit (a payback of 7.4) is not the end of another number (17.4).
      .map((value) => (/^\d/.test(value) ? `(?<![\\d,.])${RegExp.escape(value)}` : RegExp.escape(value)));
    const staleFigure = new RegExp(`(${stale.join('|')})(?![\\d,.])`);
    const read = (page: string) =>
      page
        .replace(/<(style|script)\b[\s\S]*?<\/\1>/g, '')
        .replace(/\s(?!(?:alt|title|aria-label|content|href)=)[\w:-]+="[^"]*"/g, '');
    for (const [name, page] of Object.entries(html)) {
      expect(read(page), `${name} still shows an old figure`).not.toMatch(staleFigure);
    }

    // Every text of a page that writes a changed figure shows the new one: in the page's text and attributes, or
    // URL-encoded in a chat link's prefilled message.
    const pages = join(dir, 'content/pages');
    let checked = 0;
    for (const page of readdirSync(pages).filter((name) => name.endsWith('.mdx'))) {
      const built = html[page === `${HOME_PAGE}.mdx` ? 'index.html' : page.replace(/\.mdx$/, '.html')]!;
      for (const text of textsWriting(readFileSync(join(pages, page), 'utf8'), changed)) {
        const filled = fillText(text, now);
        const shown = built.includes(filled) || built.includes(encodeURIComponent(filled));
        expect(shown, `content/pages/${page}: "${text}" should show as "${filled}"`).toBe(true);
        checked += 1;
      }
    }
    expect(checked, 'the pages write the changed figures somewhere').toBeGreaterThan(0);

    // The payback chart is drawn again from the new offer: its name gives the new price.
    const chart = /<svg[^>]*>\s*<title>([^<]*)<\/title>/.exec(Object.values(html).join('\n'))?.[1];
    expect(chart).toContain(`the ${now.price} price`);
  });

  test('the costs set in offer.yaml are deducted in the table, both lines of the chart, the summary and the text', () => {
    const offer = parse(readFileSync(join(dir, 'content/offer.yaml'), 'utf8')) as Offer;
    const page = decoded(readFileSync(join(dir, 'dist/investment.html'), 'utf8'));
    const cells = [...page.matchAll(/<t[hd][^>]*>([^<]*)<\/t[hd]>/g)].map((match) => match[1]);
    // Year 1 worked by hand: the rent, less the letting costs and the fee, less the yearly charge.
    const { startingMonthlyRent, netSharePercent } = offer.projection;
    const first =
      (startingMonthlyRent * 12 * (netSharePercent - COSTS.operatorFeePercent)) / 100 - COSTS.serviceChargePerYear;
    expect(projectionTable(offer)[0]!.netRecovery).toBe(formatPounds(first, { round: true }));
    for (const row of projectionTable(offer)) {
      expect(cells.join('|')).toContain([row.year, row.monthlyRent, row.netRecovery, row.totalRecovered].join('|'));
    }
    const chart = /<svg[^>]*>\s*<title>([^<]*)<\/title>/.exec(page)![1]!;
    const years = chart.match(/year \d+ £[\d,]+/g)!.length;
    const total = (inputs: ReturnType<typeof downsideInputs>) =>
      formatPounds(projection(inputs, years).at(-1)!.totalRecovered, { round: true });
    expect(chart).toContain(`year ${years} ${total(projectionInputs(offer))}`);
    expect(chart).toContain(`${total(downsideInputs(offer))} by year ${years}`);
    for (const figure of ['serviceCharge', 'operatorFee', 'payback', 'downsidePayback', 'netShare'] as const) {
      expect(page).toContain(now[figure]);
    }
    expect(now.payback).not.toBe(old.payback);
    expect(now.costsNotSet).toBe('The figures here are before the purchase costs, not set yet.');
    expect(page).toContain(now.costsNotSet);
  });
});
