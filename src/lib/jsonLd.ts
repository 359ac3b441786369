/** Structured data for a `<script type="application/ld+json">`, escaped so no value can close the element. */
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
