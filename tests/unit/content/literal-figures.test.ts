import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import type { Offer } from '@/lib/figures';
import { formatPounds } from '@/lib/formatPounds';
import {
  PLACEHOLDER_NAMES,
  placeholderValues,
  typedFigures,
  type PlaceholderName,
  type PlaceholderValues,
} from '@/lib/placeholders';

const CONTENT = join(import.meta.dirname, '../../../content');
const read = (file: string) => parse(readFileSync(join(CONTENT, file), 'utf8'));
const offer = read('offer.yaml') as Offer;
const site = read('site.yaml');
const values = placeholderValues(offer, site);

/** Every figure typed literally into `source`, by line, with the placeholder to write instead. */
const literalFigures = (source: string, fill: PlaceholderValues = values) =>
  source.split('\n').flatMap((line, index) => typedFigures(line, fill).map((found) => ({ line: index + 1, ...found })));

const found = (source: string, fill?: PlaceholderValues) =>
  literalFigures(source, fill).map((f) => `${f.line} ${f.figure} → ${f.fix.split(',')[0]}`);

/**
 * The fix for `name`'s figure: that placeholder, and any other whose value is the same figure today (while the net
 * share is 95%, the 5% rent increase is {rentIncrease} or {costs}).
 */
const writeInstead = (name: PlaceholderName, fill: PlaceholderValues = values) =>
  `write ${PLACEHOLDER_NAMES.filter((other) => fill[other] === fill[name])
    .map((other) => `{${other}}`)
    .join(' or ')} instead`;
const STRANGER = "it is not one of the offer's figures";

// The copy below is written from the offer as it stands, so an edit to content/offer.yaml that adds up never breaks
// these cases; the strangers are numbers none of today's figures holds.
const taken = new Set(
  Object.values(values).flatMap((value) =>
    (value.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((n) => Number(n.replaceAll(',', ''))),
  ),
);
/** The first number from `from` up that no figure holds, nor (for £40k, which is £40,000) a thousand times it. */
function stranger(from: number, { step = 1, thousands = false } = {}): number {
  let n = from;
  while (taken.has(n) || (thousands && taken.has(n * 1000))) n += step;
  return n;
}
/** Whole pounds as the site writes them, `£35,000`, without the £: `35,000`. */
const grouped = (pounds: number) => formatPounds(pounds).replace('£', '');

describe('figures are never typed into pages', () => {
  test.each(readdirSync(join(CONTENT, 'pages')).filter((file) => file.endsWith('.mdx')))(
    'content/pages/%s uses placeholders for every figure',
    (file) => {
      const findings = literalFigures(readFileSync(join(CONTENT, 'pages', file), 'utf8')).map(
        (finding) => `content/pages/${file}:${finding.line}: "${finding.figure}": ${finding.fix}`,
      );
      expect(findings).toEqual([]);
    },
  );

  test('the check finds offer figures and strangers alike, and names the placeholder', () => {
    const size = offer.studioSizeSqFt;
    const thousands = stranger(40, { thousands: true });
    const percent = stranger(12.5);
    const strangers = [
      `$${grouped(thousands * 1000)}`,
      `€${grouped(thousands * 1000)}`,
      `${thousands * 1000} GBP`,
      `${grouped(thousands * 1000)} pounds`,
      `${stranger(19)} m²`,
      `${grouped(stranger(1000))} sq m`,
      `${stranger(20)} square metres`,
    ];
    const source = [
      `heading: Own a stake from ${values.price}`,
      `A ${values.deposit} deposit, then ${values.monthlyPayment} a month for ${offer.months} months at ${values.interest} interest.`,
      `About ${values.studioSize}, with ${values.sharedSpace} of the shared space; rent rises ${values.rentIncrease} a year.`,
      `Only ${offer.units} units, repaid in under ${offer.paybackClaimYears} years. Or £${thousands}k, or ${percent}%, or from ${values.price}, at that.`,
      'Placeholders are fine: {price}, {deposit}; so is WCAG 2.2 and a 2-bedroom home.',
      `The same figures written otherwise: £${offer.price}, ${size}sqft, ${size} square feet, ${size} sq. ft.`,
      `Other currencies and units: ${strangers.join(', ')}.`,
    ].join('\n');
    expect(found(source)).toEqual([
      `1 ${values.price} → ${writeInstead('price')}`,
      `2 ${values.deposit} → ${writeInstead('deposit')}`,
      `2 ${values.monthlyPayment} → ${writeInstead('monthlyPayment')}`,
      `2 ${offer.months} months → ${writeInstead('months')}`,
      `2 ${values.interest} → ${writeInstead('interest')}`,
      `3 ${values.studioSize} → ${writeInstead('studioSize')}`,
      `3 ${values.sharedSpace} → ${writeInstead('sharedSpace')}`,
      `3 ${values.rentIncrease} → ${writeInstead('rentIncrease')}`,
      `4 ${offer.units} units → ${writeInstead('units')}`,
      `4 ${offer.paybackClaimYears} years → ${writeInstead('paybackClaimYears')}`,
      `4 £${thousands}k → ${STRANGER}`,
      `4 ${percent}% → ${STRANGER}`,
      `4 ${values.price} → ${writeInstead('price')}`,
      `6 £${offer.price} → ${writeInstead('price')}`,
      `6 ${size}sqft → ${writeInstead('studioSize')}`,
      `6 ${size} square feet → ${writeInstead('studioSize')}`,
      `6 ${size} sq. ft → ${writeInstead('studioSize')}`,
      ...strangers.map((figure) => `7 ${figure} → ${STRANGER}`),
    ]);

    // A figure two placeholders share is named as both: with a net share of 100% less the rent increase, the costs
    // (100% less the net share) are the rent increase.
    const { yearlyRentIncreasePercent } = offer.projection;
    const projection = { ...offer.projection, netSharePercent: 100 - yearlyRentIncreasePercent };
    const shared = placeholderValues({ ...offer, projection }, site);
    expect(shared.costs).toBe(shared.rentIncrease);
    expect(writeInstead('rentIncrease', shared)).toContain('{costs}');
    expect(found(`Rent rises ${shared.rentIncrease} a year.`, shared)).toEqual([
      `1 ${shared.rentIncrease} → ${writeInstead('rentIncrease', shared)}`,
    ]);
  });

  test('an amount of the offer in thousands without its £ ("35k") is named as its placeholder; other "k"s are not figures', () => {
    const thousands = (pounds: number) => `${pounds / 1000}k`;
    const source = [
      `Own a stake from ${thousands(offer.price)}, with ${thousands(offer.deposit).toUpperCase()} down.`,
      `A ${thousands(stranger(40, { thousands: true }) * 1000)} budget, 4K screens, a 10k run and the ${thousands(offer.price)}.`,
    ].join('\n');
    expect(found(source)).toEqual([
      `1 ${thousands(offer.price)} → ${writeInstead('priceShort')}`,
      `1 ${thousands(offer.deposit).toUpperCase()} → ${writeInstead('deposit')}`,
      `2 ${thousands(offer.price)} → ${writeInstead('priceShort')}`,
    ]);
  });

  test("the offer's figures written with the pound's name or code, or with spaces between the thousands, are named as them", () => {
    const price = grouped(offer.price);
    const source = [
      `From ${price} GBP, ${offer.price} pounds, GBP ${price} or GBP${offer.price}.`,
      // Thousands parted by a space, a non-breaking one or a thin one, as some style guides and word processors do.
      `From £${price.replaceAll(',', ' ')}, £${price.replaceAll(',', '\u00a0')} or £${price.replaceAll(',', '\u2009')}; a balance of £${grouped(offer.balance).replaceAll(',', '\u202f')}.`,
    ].join('\n');
    expect(found(source)).toEqual([
      ...[`${price} GBP`, `${offer.price} pounds`, `GBP ${price}`, `GBP${offer.price}`].map(
        (figure) => `1 ${figure} → ${writeInstead('price')}`,
      ),
      ...[' ', '\u00a0', '\u2009'].map((space) => `2 £${price.replaceAll(',', space)} → ${writeInstead('price')}`),
      `2 £${grouped(offer.balance).replaceAll(',', '\u202f')} → ${writeInstead('balance')}`,
    ]);
  });
});
