/**
 * The route a pathname belongs to, in the site's one URL form (no trailing slash, no `.html`):
 * `/founders-club.html`, `/founders-club/` and `/founders-club` are all `/founders-club`; `/index.html` is `/`.
 */
export function routeOf(pathname: string): string {
  const path = pathname
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/')
    .replace(/\/+$/, '');
  return path === '' ? '/' : path;
}
