/**
 * Serialises structured data for a `<script type="application/ld+json">` element: `<`, `>` and `&` escaped so no value
 * can close the element or open a comment, and U+2028/U+2029 so the text stays valid in every JavaScript parser.
 */
export function serialiseJsonLd(data: unknown): string {
  const escape = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, escape);
}

type OrganizationField = 'name' | 'url' | 'logo' | 'telephone' | 'chatUrl';

/** schema.org Organization for the brand: its name, url and logo, and its sales contact. */
export function organizationJsonLd({ telephone, chatUrl, ...organization }: Record<OrganizationField, string>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    ...organization,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      telephone: `+${telephone}`,
      url: chatUrl,
      availableLanguage: 'en-GB',
    },
  };
}
