import { getEntry, type CollectionEntry } from 'astro:content';
import { fillData, placeholderValues, type PlaceholderValues } from '@/lib/placeholders';
import { throwContentError } from './loaders';
import type { PageData } from './schemas/page';

// The content collections for the layouts and components, copy filled: `{price}` in site.yaml or frontmatter is
// "£35,000" here (MDX bodies are filled when compiled). A broken file's error (./loaders.ts) is thrown here.

async function single<C extends 'site' | 'offer'>(collection: C): Promise<CollectionEntry<C>['data']> {
  return throwContentError((await getEntry(collection, collection))!.data);
}

/** Every figure of the offer from `content/offer.yaml`, as numbers. */
export const getOffer = () => single('offer');

type Filled = { site: object; offer: object; values: PlaceholderValues; data: CollectionEntry<'site'>['data'] };
let filled: Filled | undefined;

/** site.yaml filled, and the placeholders' values: made once for every component that asks, until a file changes. */
async function filledSite() {
  const [site, offer] = await Promise.all([single('site'), single('offer')]);
  if (filled?.site !== site || filled.offer !== offer) {
    const values = placeholderValues(offer, site);
    filled = { site, offer, values, data: fillData(site, values) };
  }
  return filled;
}

/** Brand, contact, navigation and footer from `content/site.yaml`, placeholders filled (a typed figure: ./source.ts). */
export const getSite = async () => (await filledSite()).data;

/**
 * A page's frontmatter with its placeholders filled, once, for the layout; and the page being rendered from now on,
 * where the MDX components find its lists (`named`, `listed`). Each route (`[...slug].astro`, `404.astro`) calls it.
 */
export async function renderingPage(locals: App.Locals, page: CollectionEntry<'pages'>): Promise<PageData> {
  const data = fillData(throwContentError(page.data), (await filledSite()).values);
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
