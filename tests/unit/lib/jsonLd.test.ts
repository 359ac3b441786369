import { describe, expect, test } from 'vitest';
import { organizationJsonLd, serialiseJsonLd } from '@/lib/jsonLd';

describe('serialiseJsonLd', () => {
  test('cannot close its script element or open a comment', () => {
    const json = serialiseJsonLd({ name: '</script><script>alert(1)</script><!-- & more' });
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script><!-- & more' });
  });

  test('escapes line and paragraph separators', () => {
    const json = serialiseJsonLd({ text: 'a\u2028b\u2029c' });
    expect(json).toBe('{"text":"a\\u2028b\\u2029c"}');
    expect(JSON.parse(json)).toEqual({ text: 'a\u2028b\u2029c' });
  });
});

test('organizationJsonLd names the brand and its sales contact', () => {
  expect(
    organizationJsonLd({
      name: 'Corrie & Larch',
      url: 'https://www.example.com/',
      logo: 'https://www.example.com/favicon.svg',
      telephone: '447700900123',
      chatUrl: 'https://wa.me/447700900123?text=Hi',
    }),
  ).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Corrie & Larch',
    url: 'https://www.example.com/',
    logo: 'https://www.example.com/favicon.svg',
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      telephone: '+447700900123',
      url: 'https://wa.me/447700900123?text=Hi',
      availableLanguage: 'en-GB',
    },
  });
});
