import type { APIRoute } from 'astro';

/** Everything may be crawled; the sitemap lists the pages (the 404 page is left out of it). */
export const GET: APIRoute = ({ site }) =>
  new Response(`User-agent: *\nAllow: /\n\nSitemap: ${new URL('sitemap-index.xml', site).href}\n`);
