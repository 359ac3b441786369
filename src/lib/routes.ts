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

export const HOME_PAGE = 'home';

/** The route of a page in content/pages/, by file name: `home` is `/`, `residences` is `/residences`. */
export function pagePath(id: string): string {
  return id === HOME_PAGE ? '/' : `/${id}`;
}
