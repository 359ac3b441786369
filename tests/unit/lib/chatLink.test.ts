import { describe, expect, test } from 'vitest';
import { chatLink } from '@/lib/chatLink';

describe('chatLink', () => {
  test('builds a wa.me link with the message encoded', () => {
    expect(chatLink('447700900123', "Hello! I'd like floorplans & prices?")).toBe(
      "https://wa.me/447700900123?text=Hello!%20I'd%20like%20floorplans%20%26%20prices%3F",
    );
  });

  test('encodes line breaks, £ and non-Latin text', () => {
    expect(chatLink('14155550100', 'From £35,000\nThanks – Zoë')).toBe(
      'https://wa.me/14155550100?text=From%20%C2%A335%2C000%0AThanks%20%E2%80%93%20Zo%C3%AB',
    );
  });

  test.each(['1234567', '123456789012345'])('accepts %s (7 and 15 digits)', (number) => {
    expect(chatLink(number, 'Hi')).toBe(`https://wa.me/${number}?text=Hi`);
  });

  test.each([
    ['+447700900123', 'a leading +'],
    ['44 7700 900123', 'spaces'],
    ['44-7700-900123', 'dashes'],
    ['123456', 'six digits'],
    ['1234567890123456', 'sixteen digits'],
    ['07700900123', 'a national number starting with 0'],
    ['', 'nothing'],
    ['4477OO900123', 'letters'],
  ])('rejects %s (%s)', (number) => {
    expect(() => chatLink(number, 'Hi')).toThrow(/not an E\.164 number/);
  });

  test('rejects an empty message', () => {
    expect(() => chatLink('447700900123', '  ')).toThrow(/message is empty/);
  });
});
