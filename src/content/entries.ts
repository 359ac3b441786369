import { resolve } from 'node:path';
import { getEntry, type CollectionEntry } from 'astro:content';
import { fillData, placeholderValues, texts, typedFigure } from '@/lib/placeholders';
import { fieldLine, throwContentError } from './loaders';
import type { PageData } from './schemas/page';

// The content collections for the layouts and components, copy filled: `{price}` in site.yaml or frontmatter is
// "£35,000" here (MDX bodies are filled when compiled). A broken file's error (./loaders.ts) is thrown here.

async function single<C extends 'site' | 'offer'>(collection: C): Promise<CollectionEntry<C>['data']> {
  return throwContentError((await getEntry(collection, collection))!.data);
}

/** Every figure of the offer from `content/offer.yaml`, as numbers. */
export const getOffer = () => single('offer');

async function siteAndValues() {
  const [site, offer] = await Promise.all([single('site'), single('offer')]);
  return { site, values: placeholderValues(offer, site) };
}

/**
 * Brand, contact, navigation and footer from `content/site.yaml`, placeholders filled. One of the offer's figures
 * typed into it is its error, as in a page: checked here, where the figures are known, so every page shows it.
 */
export async function getSite(): Promise<CollectionEntry<'site'>['data']> {
  const { site, values } = await siteAndValues();
  for (const [path, text] of texts(site)) {
    const typed = typedFigure(text, values);
    if (!typed) continue;
    const file = resolve('content/site.yaml');
    const line = fieldLine(file, path);
    throwContentError({ contentError: `${path}: ${typed.message}\nLocation: content/site.yaml:${line}`, file, line });
  }
  return fillData(site, values);
}

/**
 * A page's frontmatter with its placeholders filled, once, for the layout; and the page being rendered from now on,
 * where the MDX components find its lists (`named`, `listed`). Each route (`[...slug].astro`, `404.astro`) calls it.
 */
export async function renderingPage(locals: App.Locals, page: CollectionEntry<'pages'>): Promise<PageData> {
  const data = fillData(throwContentError(page.data), (await siteAndValues()).values);
  locals.page = { id: page.id, data };
  return data;
}

/** The page being rendered, as `renderingPage` sets it for the MDX components: file name, filled frontmatter. */
export type RenderedPage = { id: string; data: PageData };

type NamedField = 'carousels' | 'images';
type Named<K extends NamedField> = NonNullable<NonNullable<PageData[K]>[string]>;

/** The page's frontmatter `field` (a list, or `field.name`), which the MDX compile has checked is there. */
function part(locals: App.Locals, field: string, component: string) {
  if (!locals.page) throw new Error(`<${component}> can only be used inside a page of content/pages/.`);
  const { id, data } = locals.page;
  const [list, name] = field.split('.') as [keyof PageData, string?];
  const value = name === undefined ? data[list] : (data[list] as Record<string, unknown> | undefined)?.[name];
  if (value) return value;
  throw new Error(`content/pages/${id}.mdx uses <${component}>, but its frontmatter has no ${field}.`);
}

/** A named part of the page's frontmatter, e.g. `named(Astro.locals, 'carousels', 'amenities', 'Carousel')`. */
export const named = <K extends NamedField>(locals: App.Locals, field: K, name: string, component: string) =>
  part(locals, `${field}.${name}`, component) as Named<K>;

/** A list from the page's frontmatter, e.g. `listed(Astro.locals, 'faq', 'Faq')`. */
export const listed = <K extends 'faq' | 'summary'>(locals: App.Locals, field: K, component: string) =>
  part(locals, field, component) as NonNullable<PageData[K]>;
