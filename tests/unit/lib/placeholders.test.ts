import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { fillData, fillText, placeholderValues, typedFigure, typeset } from '@/lib/placeholders';

const CONTENT = join(import.meta.dirname, '../../../content');
const read = (file: string) => parse(readFileSync(join(CONTENT, file), 'utf8'));
const values = placeholderValues(read('offer.yaml'), read('site.yaml'));

describe('fillText', () => {
  test('fills every placeholder, spaces inside the braces too, and leaves other text alone', () => {
    expect(fillText('From {price} with { deposit } down', values)).toBe(
      `From ${values.price} with ${values.deposit} down`,
    );
    expect(fillText('The Club', values)).toBe('The Club');
  });

  test('an unknown name throws the closest known one, and all of them', () => {
    expect(() => fillText('From {prise}', values)).toThrow(
      /^Unknown placeholder \{prise\}\. Did you mean \{price\}\? The placeholders are: \{price\}, /,
    );
  });

  test('sets quotes as a printer would', () => {
    expect(typeset(`The Founders' Club said "I'd stay"`)).toBe('The Founders’ Club said “I’d stay”');
  });
});

test('fillData fills strings at any depth, and leaves numbers and resolved images as they are', () => {
  const image = { src: '/_astro/hero.jpg', width: 10, height: 10, format: 'jpg', alt: '{brand}' };
  const filled = fillData({ title: '{brand}', list: [{ text: 'from {price}' }], count: 3, image }, values);
  expect(filled).toEqual({ title: values.brand, list: [{ text: `from ${values.price}` }], count: 3, image });
});

describe("typedFigure: the offer's own figures typed by hand, and nothing else", () => {
  const thousands = values.priceShort.replace('£', '');
  test.each([
    [`from ${values.price}`, values.price, '{price}'],
    [`from ${values.price.replace(',', '')} in all`, values.price.replace(',', ''), '{price} or {priceShort}'],
    [`from ${values.priceShort}`, values.priceShort, '{priceShort}'],
    [`from ${thousands}`, thousands, '{price} or {priceShort}'],
    [`then ${values.monthlyPayment} a month`, values.monthlyPayment, '{monthlyPayment}'],
    [`over ${values.months} months`, `${values.months} months`, '{months}'],
    [`a ${values.months}-month plan`, `${values.months}-month`, '{months}'],
    [`only ${values.units} units`, `${values.units} units`, '{units}'],
    [`about ${values.studioSize}`, values.studioSize, '{studioSize}'],
  ])('"%s" is %s, written %s', (text, typed, fix) => {
    expect(typedFigure(text, values)?.message).toBe(
      `"${typed}" is one of the offer's figures typed by hand: write ${fix} instead, so it follows content/offer.yaml.`,
    );
  });

  test.each([
    'The family has run inns in these valleys for 30 years.',
    `A ${values.paybackClaimYears}-year warranty, and 50% of the trees are larches.`,
    'The lake is 1,200 metres up; breakfast is served from 7am, 365 days a year.',
    'A 10k run, 4K screens, £12 for a sauna, and 3 months of snow.',
  ])('"%s" is the copy’s own', (text) => {
    expect(typedFigure(text, values)).toBeUndefined();
  });
});
