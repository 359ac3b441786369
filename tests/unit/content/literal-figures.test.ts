import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { placeholderValues, typedFigures } from '@/lib/placeholders';

const CONTENT = join(import.meta.dirname, '../../../content');
const read = (file: string) => parse(readFileSync(join(CONTENT, file), 'utf8'));
const values = placeholderValues(read('offer.yaml'), read('site.yaml'));

/** Every figure typed literally into `source`, by line, with the placeholder to write instead. */
const literalFigures = (source: string) =>
  source
    .split('\n')
    .flatMap((line, index) => typedFigures(line, values).map((found) => ({ line: index + 1, ...found })));

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
    const source = [
      'heading: Own a stake from £35,000',
      'A £2,000 deposit, then £550 a month for 60 months at 0% interest.',
      'About 200 sq ft, with 50% of the shared space; rent rises 5% a year.',
      'Only 100 units, repaid in under 8 years. Or £40k, or 12.5%, or from £35,000, at that.',
      'Placeholders are fine: {price}, {deposit}; so is WCAG 2.2 and a 2-bedroom home.',
      'The same figures written otherwise: £35000, 200sqft, 200 square feet, 200 sq. ft.',
      'Other currencies and units: $40,000, €40,000, 40000 GBP, 40,000 pounds, 19 m², 1,000 sq m, 20 square metres.',
    ].join('\n');
    expect(literalFigures(source).map((f) => `${f.line} ${f.figure} → ${f.fix.split(',')[0]}`)).toEqual([
      '1 £35,000 → write {price} instead',
      '2 £2,000 → write {deposit} instead',
      '2 £550 → write {monthlyPayment} instead',
      '2 60 months → write {months} instead',
      '2 0% → write {interest} instead',
      '3 200 sq ft → write {studioSize} instead',
      '3 50% → write {sharedSpace} instead',
      '3 5% → write {rentIncrease} or {costs} instead',
      '4 100 units → write {units} instead',
      '4 8 years → write {paybackClaimYears} instead',
      "4 £40k → it is not one of the offer's figures",
      "4 12.5% → it is not one of the offer's figures",
      '4 £35,000 → write {price} instead',
      '6 £35000 → write {price} instead',
      '6 200sqft → write {studioSize} instead',
      '6 200 square feet → write {studioSize} instead',
      '6 200 sq. ft → write {studioSize} instead',
      ...['$40,000', '€40,000', '40000 GBP', '40,000 pounds', '19 m²', '1,000 sq m', '20 square metres'].map(
        (figure) => `7 ${figure} → it is not one of the offer's figures`,
      ),
    ]);
  });

  test("the offer's figures written with the pound's name or code, or with spaces between the thousands, are named as them", () => {
    const source = [
      'From 35,000 GBP, 35000 pounds, GBP 35,000 or GBP35000.',
      // Thousands parted by a space, a non-breaking one or a thin one, as some style guides and word processors do.
      'From £35 000, £35\u00a0000 or £35\u2009000; a £2\u202f000 deposit.',
    ].join('\n');
    expect(literalFigures(source).map((f) => `${f.line} ${f.figure} → ${f.fix.split(',')[0]}`)).toEqual([
      ...['35,000 GBP', '35000 pounds', 'GBP 35,000', 'GBP35000'].map(
        (figure) => `1 ${figure} → write {price} instead`,
      ),
      ...['£35 000', '£35\u00a0000', '£35\u2009000'].map((figure) => `2 ${figure} → write {price} instead`),
      '2 £2\u202f000 → write {deposit} instead',
    ]);
  });
});
