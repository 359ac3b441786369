import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { FRONTMATTER, frontmatterOf } from '../../src/content/source';
import type { Offer } from '../../src/lib/figures';
import { RISK_SUMMARY } from '../../src/lib/launchGate';
import { fillData, placeholderValues } from '../../src/lib/placeholders';
import { pagePath } from '../../src/lib/routes';

/**
 * The content the pages are built from, read the way the site reads it (placeholders filled), so tests follow a
 * copywriter's edits instead of repeating them.
 */
const CONTENT = new URL('../../content/', import.meta.url);
const yaml = (file: string) => parse(readFileSync(new URL(file, CONTENT), 'utf8'));

interface Link {
  name: string;
  page: string;
}

interface SiteYaml {
  brand: string;
  siteUrl: string;
  operator: string;
  chat: { app: string; number: string; message: string };
  nav: Link[];
  company: { legalName: string; number: string; registeredIn: string; registeredOffice: string; privacyEmail: string };
  regulatoryStatement: string;
  highRisk: { classification: string; warning: string; link: string };
  footer: { tagline: string; powered: string; riskNotice: string; company: string; links: Link[] };
}

/** content/offer.yaml, as written: the figures the site computes from (src/lib/figures). */
export const offer = yaml('offer.yaml') as Offer;

/** Every placeholder's value, e.g. `values.price` is "£35,000". */
export const values = placeholderValues(offer, yaml('site.yaml'));

/** content/site.yaml, filled. */
export const site = fillData(yaml('site.yaml') as SiteYaml, values);

/** The file of a page in content/pages/, by file name without `.mdx`. */
export const pageSource = (id: string) => readFileSync(new URL(`pages/${id}.mdx`, CONTENT), 'utf8');

/** A page's MDX body: its file without the frontmatter. */
export const pageBody = (id: string) => pageSource(id).replace(FRONTMATTER, '');

/** The frontmatter of a page in content/pages/, filled, by file name without `.mdx`. */
export function frontmatter(id: string) {
  return fillData(parse(frontmatterOf(pageSource(id))!), values) as {
    title: string;
    description: string;
    hero: {
      variant?: 'full' | 'band';
      heading: string;
      eyebrow?: string;
      lede?: string;
      highlights?: { title: string; text?: string }[];
      image?: { src: string; alt: string };
      cta?: { label: string; message?: string };
    };
    images?: Record<string, { alt: string }>;
    faq?: { question: string; answer: string }[];
    summary?: { item: string; value: string }[];
    carousels?: Record<string, { label: string; images: { src: string; alt: string }[] }>;
  };
}

/** Every page of the site (one per file in content/pages/, but the 404 page, and the risk summary without its warning). */
export const PAGES = readdirSync(new URL('pages/', CONTENT))
  .filter((file) => file.endsWith('.mdx') && !file.startsWith('_') && file !== '404.mdx')
  .filter((file) => file !== `${RISK_SUMMARY}.mdx` || site.highRisk.warning)
  .map((file) => file.replace(/\.mdx$/, ''))
  .sort()
  .map((id) => ({ id, path: pagePath(id) }));

/** The routes of the top bar, with their page's id and the link that marks each current. */
export const ROUTES = site.nav.map((link) => ({ id: link.page, path: pagePath(link.page), nav: link.name }));

/** A tag's quoted attributes, filled: `<Card title="{deposit} deposit">` gives `{ title: '£2,000 deposit' }`. */
export function attributesOf(tag: string): Record<string, string> {
  return Object.fromEntries(
    [...tag.matchAll(/(\w+)="([^"]*)"/g)].map(([, name, value]) => [name!, fillData(value!, values)]),
  );
}

/** The attributes of each use of a component in a page's MDX body, in order, filled. */
export function bodyElements(id: string, component: string): Record<string, string>[] {
  const tags = pageSource(id).matchAll(new RegExp(`<${component}\\s[^>]*>`, 'g'));
  return [...tags].map(([tag]) => attributesOf(tag));
}

/**
 * The values of one attribute of a component in a page's MDX body, in order, filled: e.g.
 * `bodyAttributes('home', 'Card', 'title')` is the titles of home's cards.
 */
export function bodyAttributes(id: string, component: string, attribute: string): string[] {
  return bodyElements(id, component).flatMap((element) => element[attribute] ?? []);
}

/** Whether some MDX uses a component, e.g. `holds(section, 'Faq')`. */
export const holds = (mdx: string, component: string) => new RegExp(`<${component}[\\s/>]`).test(mdx);

/** Whether a page's MDX body uses a component, e.g. `uses('investment', 'PaybackChart')`. */
export const uses = (id: string, component: string) => holds(pageSource(id), component);

/** The first page whose body uses a component: where a test finds the chart, the FAQ or a table. */
export function pageWith(component: string): { id: string; path: string } {
  const found = PAGES.find(({ id }) => uses(id, component));
  if (!found) throw new Error(`No page of content/pages/ uses <${component}>.`);
  return found;
}

/** A page of the top bar other than home, with its link's name: where tests open "some other page". */
export const OTHER_ROUTE = ROUTES.find((route) => route.path !== '/')!;

/** One carousel as a page shows it: its page, its accessible name and its images. */
export interface ContentCarousel {
  path: string;
  label: string;
  images: { src: string; alt: string }[];
  /** Its number of slides: one per image. */
  count: number;
}

/** Every carousel the pages place (`<Carousel name="…" />`), in the order of the pages and of each page's body. */
export const CAROUSELS: ContentCarousel[] = PAGES.flatMap(({ id, path }) => {
  const declared = frontmatter(id).carousels ?? {};
  return [...pageSource(id).matchAll(/<Carousel\s[^>]*>/g)].map(([tag]) => {
    const { label, images } = declared[/\bname="([^"]*)"/.exec(tag)![1]!]!;
    return { path, label, images, count: images.length };
  });
});

/** A path no page answers: the 404 page's. */
export const NOT_FOUND_PATH = '/this-page-does-not-exist';

/** A built route: the path a visitor opens and the carousels on it. */
export interface ContentRoute {
  path: string;
  carousels: ContentCarousel[];
}

/** Every page the site builds, the 404 page included (at a path that matches nothing), each with its carousels. */
export const CONTENT_ROUTES: ContentRoute[] = [...PAGES.map((page) => page.path), NOT_FOUND_PATH].map((path) => ({
  path,
  carousels: CAROUSELS.filter((carousel) => carousel.path === path),
}));

/** Routes other than home whose only island is the top bar (home has only the bar too, with its scroll state). */
export const BAR_ONLY_ROUTES = CONTENT_ROUTES.filter((r) => r.carousels.length === 0 && r.path !== '/');
export const CAROUSEL_ROUTES = CONTENT_ROUTES.filter((r) => r.carousels.length > 0);
