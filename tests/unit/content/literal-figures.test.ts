import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { offerFigures, type Offer } from '@/lib/figures';

const CONTENT = join(import.meta.dirname, '../../../content');
const offer = parse(readFileSync(join(CONTENT, 'offer.yaml'), 'utf8')) as Offer;

/** £ amounts, percentages, areas and counted units, months or years: the figures that belong in offer.yaml. */
const FIGURE =
  /£\s?\d[\d,]*(?:\.\d+)?k?|\b\d+(?:\.\d+)?\s?%|\b\d[\d,]*\s?sq\.?\s?ft\b|\b\d+(?:\.\d+)?[\s-](?:units?|months?|years?|year)\b/gi;

interface Finding {
  line: number;
  text: string;
  fix: string;
}

/** Every figure typed literally into `source`, with the placeholder to write instead. */
function literalFigures(source: string, figures: Record<string, string>): Finding[] {
  const byValue = new Map<string, string[]>();
  for (const [name, value] of Object.entries(figures)) byValue.set(value, [...(byValue.get(value) ?? []), name]);
  return source.split('\n').flatMap((line, index) =>
    [...line.matchAll(FIGURE)].map((match) => {
      const text = match[0];
      const number = /£?\s?[\d,.]+k?%?/.exec(text)?.[0].replace(/\s/g, '') ?? text;
      const names = byValue.get(text) ?? byValue.get(number);
      return {
        line: index + 1,
        text,
        fix: names
          ? `write ${names.map((name) => `{${name}}`).join(' or ')} instead, so it follows content/offer.yaml`
          : "it is not one of the offer's figures: add it to content/offer.yaml or take it out",
      };
    }),
  );
}

describe('figures are never typed into pages', () => {
  const figures = offerFigures(offer);

  test.each(readdirSync(join(CONTENT, 'pages')).filter((file) => file.endsWith('.mdx')))(
    'content/pages/%s uses placeholders for every figure',
    (file) => {
      const findings = literalFigures(readFileSync(join(CONTENT, 'pages', file), 'utf8'), figures).map(
        (finding) => `content/pages/${file}:${finding.line}: "${finding.text}": ${finding.fix}`,
      );
      expect(findings).toEqual([]);
    },
  );

  test('the check finds offer figures and strangers alike, and names the placeholder', () => {
    const source = [
      'heading: Own a stake from £35,000',
      'A £2,000 deposit, then £550 a month for 60 months at 0% interest.',
      'About 200 sq ft, with 50% of the shared space; rent rises 5% a year.',
      'Only 100 units, repaid in under 8 years. Or £40k, or 12.5%.',
      'Placeholders are fine: {price}, {deposit}; so is WCAG 2.2 and a 2-bedroom home.',
    ].join('\n');
    expect(literalFigures(source, figures).map((f) => `${f.line} ${f.text} → ${f.fix.split(',')[0]}`)).toEqual([
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
      "4 £40k → it is not one of the offer's figures: add it to content/offer.yaml or take it out",
      "4 12.5% → it is not one of the offer's figures: add it to content/offer.yaml or take it out",
    ]);
  });
});
