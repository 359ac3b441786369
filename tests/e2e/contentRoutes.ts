import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** One carousel as a page's frontmatter declares it. */
export interface ContentCarousel {
  label: string;
  images: { src: string; alt: string }[];
}

/** A built route, read from content/pages/*.mdx: the path a visitor opens and the carousels on it. */
export interface ContentRoute {
  path: string;
  carousels: ContentCarousel[];
}

const PAGES = new URL('../../content/pages/', import.meta.url);

function route(file: string): ContentRoute {
  const source = readFileSync(new URL(file, PAGES), 'utf8');
  const frontmatter = (parse(/^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '') ?? {}) as {
    carousels?: Record<string, ContentCarousel>;
  };
  const name = file.replace(/\.mdx$/, '');
  // home.mdx is "/"; 404.mdx answers any unknown path.
  const path = name === 'home' ? '/' : name === '404' ? '/this-page-does-not-exist' : `/${name}`;
  return { path, carousels: Object.values(frontmatter.carousels ?? {}) };
}

/** Every page the site builds, in a stable order, each with its carousels; copywriters add pages, tests follow. */
export const CONTENT_ROUTES: ContentRoute[] = readdirSync(PAGES)
  .filter((file) => file.endsWith('.mdx') && !file.startsWith('_'))
  .sort()
  .map(route);

/** Routes other than home whose only island is the top bar (home has only the bar too, with its scroll state). */
export const BAR_ONLY_ROUTES = CONTENT_ROUTES.filter((r) => r.carousels.length === 0 && r.path !== '/');
export const CAROUSEL_ROUTES = CONTENT_ROUTES.filter((r) => r.carousels.length > 0);
