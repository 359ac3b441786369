import { expect, test } from 'vitest';
import { fillTemplate, placeholdersIn } from '@/lib/template';

test('fills every placeholder', () => {
  expect(
    fillTemplate('From {price} with {deposit} down; {price} in all', { price: '£35,000', deposit: '£2,000' }),
  ).toBe('From £35,000 with £2,000 down; £35,000 in all');
});

test('leaves text without placeholders alone', () => {
  expect(fillTemplate("The Founders' Club", {})).toBe("The Founders' Club");
});

test('an unknown placeholder throws, naming it and the known ones', () => {
  expect(() => fillTemplate('From {prise}', { price: '£35,000' })).toThrow(
    'Unknown placeholder {prise} in "From {prise}". Use one of: {price}.',
  );
});

test('lists the placeholders used', () => {
  expect(placeholdersIn('{deposit} then {monthlyPayment} for {months} months')).toEqual([
    'deposit',
    'monthlyPayment',
    'months',
  ]);
});
