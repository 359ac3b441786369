import { describe, expect, test } from 'vitest';
import { statesReturn } from '@/lib/claims';

describe.each([
  ['Projected 8-Year ROI', true],
  ['Your £35,000, projected to return in under 8 years', true],
  ['the net rent is projected to recover the full price', true],
  ['Build Your Wealth', true],
  ['<p>Rent projected to <em>repay</em> your price</p>', true],
  ['A finished hotel studio in the mountains', false],
  ['<script>function f(){return 1}</script><p>Five spaces, shared by founders</p>', false],
  ['<style>.a{}</style><img alt="a return ticket">Studios', false],
])('statesReturn(%s)', (text, claim) => {
  test(`is ${claim}`, () => expect(statesReturn(text)).toBe(claim));
});
