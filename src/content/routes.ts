import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const PAGES_DIR = fileURLToPath(new URL('../pages/', import.meta.url));

/**
 * The routes the site answers, read from `src/pages/` so navigation can be checked against them:
 * `index.astro` is `/`, `residences.astro` is `/residences`; the 404 page and dynamic routes are left out.
 */
export function knownRoutes(dir: string = PAGES_DIR): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(astro|md|mdx)$/.test(file) && !file.includes('['))
    .map((file) => `/${file.replace(/\\/g, '/').replace(/\.(astro|md|mdx)$/, '')}`.replace(/\/?index$/, '') || '/')
    .filter((route) => route !== '/404' && route !== '/500')
    .sort();
}
