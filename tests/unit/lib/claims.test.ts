import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { isPlaceholderName } from '@/lib/placeholders';
import { PROJECTED_FIGURES, statesReturn } from '@/lib/claims';

describe.each([
  ['Projected 8-Year ROI', true],
  ['Your £35,000, projected to return in under 8 years', true],
  ['the net rent is projected to recover the full price', true],
  ['Build Your Wealth', true],
  ['<p>Rent projected to <em>repay</em> your price</p>', true],
  ['A finished hotel studio in the mountains', false],
  ['<script>function f(){return 1}</script><p>Five spaces, shared by founders</p>', false],
  ['<style>.a{}</style><img alt="a return ticket">Studios', false],
  // A projected figure is a projection, whatever the words around it: the copy as written, before it is filled.
  ['The full price comes back in {payback} years.', true],
  ['Your studio pays for itself within {paybackClaimYears} years.', true],
  ['Let, a studio earns about {startingRent} a month, rising {rentIncrease} a year, and you keep {netShare}.', true],
  ['Let, your studio brings in { startingRent } a month', true],
  ['The operator keeps {costs} of the rent', true],
  ['<Card title="{payback} years">Back in full.</Card>', true],
  ['<ProjectionTable caption="Rent by year">', true],
  ['<PaybackChart caption="The price, year by year" />', true],
  // Words that promise money back.
  ['the rental income pays for itself', true],
  ['A studio that paid for itself', true],
  ['Founders earn a profit on every night let', true],
  ['A yield above the valley average', true],
  ['A stake that pays dividends', true],
  // The price, the plan and the studio are the offer, not a return.
  ['From {price} with a {deposit} deposit, then {monthlyPayment} a month for {months} months at {interest}', false],
  ['About {studioSize}, and a {sharedSpace} share of {units} units, seen on a {projectionYears}-day tour', false],
  ["Learn the valley's earnest welcome, rent skis, and returning… no: come back each winter", false],
])('statesReturn(%s)', (text, claim) => {
  test(`is ${claim}`, () => expect(statesReturn(text)).toBe(claim));
});

test('the projected figures are placeholders a page can write, each named in the guide under "Returns and risk"', () => {
  const guide = readFileSync(new URL('../../../content/README.md', import.meta.url), 'utf8');
  const returns = /## Returns and risk\n([\s\S]*?)\n## /.exec(guide)![1]!;
  for (const name of PROJECTED_FIGURES) {
    expect(isPlaceholderName(name), name).toBe(true);
    expect(returns, name).toContain(`\`{${name}}\``);
  }
});
