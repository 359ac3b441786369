import type { APIRoute } from 'astro';

/** Everything may be crawled (a preview's is replaced: securityHeaders.ts); the sitemap lists all pages but the 404. */
export const GET: APIRoute = ({ site }) =>
  new Response(`User-agent: *\nAllow: /\n\nSitemap: ${new URL('sitemap-index.xml', site).href}\n`);
