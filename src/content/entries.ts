import { getEntry, type CollectionEntry } from 'astro:content';
import { fillData, placeholderValues, type PlaceholderValues } from '@/lib/placeholders';
import { throwContentError } from './loaders/devErrors';
import type { PageData } from './schemas/page';

/**
 * Reads the content collections for the layouts and components. Copy comes out filled: `{price}` in
 * site.yaml or in a page's frontmatter is already "£35,000" here (MDX bodies are filled at compile time).
 */

/**
 * A collection's single entry. In `astro dev` a loader that fails keeps its message in the store instead of the
 * last good data (src/content/loaders/yamlEntry.ts): rethrowing it here puts it on every page, in the overlay.
 */
async function single<C extends 'site' | 'offer'>(collection: C): Promise<CollectionEntry<C>['data']> {
  const entry = await getEntry(collection, collection);
  if (!entry) throw new Error(`content/${collection}.yaml is missing: restore it from version control.`);
  return throwContentError(entry.data);
}

/** Every figure of the offer from `content/offer.yaml`, as numbers. */
export function getOffer(): Promise<CollectionEntry<'offer'>['data']> {
  return single('offer');
}

/** Every placeholder's value, e.g. `{ price: '£35,000', brand: 'Corrie & Larch' }`. */
export async function getPlaceholderValues(): Promise<PlaceholderValues> {
  const [site, offer] = await Promise.all([single('site'), single('offer')]);
  return placeholderValues(offer, site);
}

/** Brand, contact, navigation and footer from `content/site.yaml`, placeholders filled. */
export async function getSite(): Promise<CollectionEntry<'site'>['data']> {
  const [site, offer] = await Promise.all([single('site'), single('offer')]);
  return fillData(site, placeholderValues(offer, site), 'content/site.yaml');
}

/** A page's frontmatter with its placeholders filled, once, for the layout and the MDX components. */
export async function fillPage(page: CollectionEntry<'pages'>): Promise<PageData> {
  return fillData(throwContentError(page.data), await getPlaceholderValues(), `content/pages/${page.id}.mdx`);
}

/** The page being rendered, as the layout set it (see PageLayout.astro), for the MDX components. */
export interface RenderedPage {
  /** The file's name in content/pages/, without `.mdx`. */
  id: string;
  /** Its frontmatter, filled. */
  data: PageData;
}

type Named = 'carousels' | 'images';

/**
 * A named part of the page's frontmatter, e.g. `named(Astro.locals, 'carousels', 'amenities', 'Carousel')`.
 * A wrong name stops the build, naming the file and the names there are.
 */
export function named<K extends Named>(
  locals: App.Locals,
  field: K,
  name: string,
  component: string,
): NonNullable<NonNullable<PageData[K]>[string]> {
  const page = renderedPage(locals, component);
  const group = page.data[field];
  const value = group?.[name];
  if (value === undefined) {
    const known = Object.keys(group ?? {});
    throw new Error(
      `content/pages/${page.id}.mdx uses <${component} name="${name}" /> but its frontmatter has no ${field}.${name}. ${
        known.length > 0
          ? `Names under ${field}: ${known.join(', ')}.`
          : `Add a "${field}:" block with "${name}:" under it.`
      }`,
    );
  }
  return value as NonNullable<NonNullable<PageData[K]>[string]>;
}

type Listed = 'faq' | 'summary';

/** A list from the page's frontmatter, e.g. `listed(Astro.locals, 'faq', 'Faq')`; a missing list names the file. */
export function listed<K extends Listed>(locals: App.Locals, field: K, component: string): NonNullable<PageData[K]> {
  const page = renderedPage(locals, component);
  const list = page.data[field];
  if (!list) {
    throw new Error(`content/pages/${page.id}.mdx uses <${component} /> but its frontmatter has no "${field}:" list.`);
  }
  return list as NonNullable<PageData[K]>;
}

function renderedPage(locals: App.Locals, component: string): RenderedPage {
  if (!locals.page) throw new Error(`<${component}> can only be used inside a page of content/pages/.`);
  return locals.page;
}
