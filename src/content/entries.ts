import { resolve } from 'node:path';
import { getEntry, type CollectionEntry } from 'astro:content';
import { fillData, firstTyped, placeholderValues, texts } from '@/lib/placeholders';
import { lineOf, throwContentError } from './loaders';
import type { PageData } from './schemas/page';

// The content collections for the layouts and components, copy filled: `{price}` in site.yaml or frontmatter is
// "£35,000" here (MDX bodies are filled when compiled). A broken file's error (./loaders.ts) is thrown here.

async function single<C extends 'site' | 'offer'>(collection: C): Promise<CollectionEntry<C>['data']> {
  // yamlEntry (./loaders.ts) always stores the entry, or stops the build when the file is missing.
  return throwContentError((await getEntry(collection, collection))!.data);
}

/** Every figure of the offer from `content/offer.yaml`, as numbers. */
export const getOffer = () => single('offer');

async function siteAndValues() {
  const [site, offer] = await Promise.all([single('site'), single('offer')]);
  return { site, values: placeholderValues(offer, site) };
}

/** site.yaml's fields that are not copy: the names themselves, addresses and numbers, and legal text as registered. */
const NOT_COPY =
  /^(brand|operator|siteUrl|chat\.(app|number)|company\..+|regulatoryStatement|approval|completion|depositProtection|protection|highRisk\.(classification|summary)|shareImage\.src|(nav|footer\.links)\.\d+\.page)$/;

/**
 * Brand, contact, navigation and footer from `content/site.yaml`, placeholders filled. A figure typed into it
 * (`£35,000` where `{price}` belongs), or in its copy the brand's, operator's or app's name, is its error, as the MDX
 * compile names one typed into a page: checked here, where the offer's figures are known, so every page shows it.
 */
export async function getSite(): Promise<CollectionEntry<'site'>['data']> {
  const { site, values } = await siteAndValues();
  for (const [path, text] of texts(site)) {
    const typed = firstTyped(text, values, 'site.yaml', !NOT_COPY.test(path));
    if (!typed) continue;
    const file = resolve('content/site.yaml');
    const line = lineOf(`  ${path}: `, file);
    const contentError = `content/site.yaml: ${path}: ${typed.message}\nLocation: content/site.yaml${line ? `:${line}` : ''}`;
    throwContentError({ contentError, file, line });
  }
  return fillData(site, values, 'content/site.yaml');
}

/**
 * A page's frontmatter with its placeholders filled, once, for the layout; and the page being rendered from now on,
 * where the MDX components find its lists (`named`, `listed`). Each route (`[...slug].astro`, `404.astro`) calls it.
 */
export async function renderingPage(locals: App.Locals, page: CollectionEntry<'pages'>): Promise<PageData> {
  const file = `content/pages/${page.id}.mdx`;
  const data = fillData(throwContentError(page.data), (await siteAndValues()).values, file);
  locals.page = { id: page.id, data };
  return data;
}

/** The page being rendered, as `renderingPage` sets it for the MDX components: file name, filled frontmatter. */
export type RenderedPage = { id: string; data: PageData };

function renderedPage(locals: App.Locals, component: string): RenderedPage {
  if (!locals.page) throw new Error(`<${component}> can only be used inside a page of content/pages/.`);
  return locals.page;
}

type NamedField = 'carousels' | 'images';
type Named<K extends NamedField> = NonNullable<NonNullable<PageData[K]>[string]>;

/** A named part of the page's frontmatter, e.g. `named(Astro.locals, 'carousels', 'amenities', 'Carousel')`. */
export function named<K extends NamedField>(locals: App.Locals, field: K, name: string, component: string): Named<K> {
  const { id, data } = renderedPage(locals, component);
  const value = data[field]?.[name];
  if (value) return value as Named<K>;
  const known = Object.keys(data[field] ?? {});
  throw new Error(
    `content/pages/${id}.mdx uses <${component} name="${name}" /> but its frontmatter has no ${field}.${name}. ${
      known.length > 0
        ? `Names under ${field}: ${known.join(', ')}.`
        : `Add a "${field}:" block with "${name}:" under it.`
    }`,
  );
}

/** A list from the page's frontmatter, e.g. `listed(Astro.locals, 'faq', 'Faq')`; a missing list names the file. */
export function listed<K extends 'faq' | 'summary'>(
  locals: App.Locals,
  field: K,
  component: string,
): NonNullable<PageData[K]> {
  const { id, data } = renderedPage(locals, component);
  const list = data[field];
  if (!list)
    throw new Error(`content/pages/${id}.mdx uses <${component} /> but its frontmatter has no "${field}:" list.`);
  return list as NonNullable<PageData[K]>;
}
