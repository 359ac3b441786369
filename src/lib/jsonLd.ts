/**
 * Serialises structured data for a `<script type="application/ld+json">` element.
 * `<`, `>` and `&` are escaped so no value can close the script element or open a comment,
 * and U+2028/U+2029 so the text stays valid in every JavaScript parser.
 */
export function serialiseJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** schema.org Organization for the brand. */
export function organizationJsonLd(input: {
  name: string;
  url: string;
  logo: string;
  telephone: string;
  chatUrl: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: input.name,
    url: input.url,
    logo: input.logo,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      telephone: `+${input.telephone}`,
      url: input.chatUrl,
      availableLanguage: 'en-GB',
    },
  };
}

/** schema.org FAQPage from question and answer pairs, exactly as the page shows them. */
export function faqPageJsonLd(entries: readonly { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}
