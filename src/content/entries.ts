import { getEntry, type CollectionEntry } from 'astro:content';
import { offerFigures } from '@/lib/figures';
import { fillTemplate } from '@/lib/template';

/** Brand, contact and navigation from `content/site.yaml`. */
export async function getSite(): Promise<CollectionEntry<'site'>['data']> {
  const entry = await getEntry('site', 'site');
  if (!entry) throw new Error('content/site.yaml is missing: the site cannot be built without it.');
  return entry.data;
}

/** Every figure of the offer from `content/offer.yaml`. */
export async function getOffer(): Promise<CollectionEntry<'offer'>['data']> {
  const entry = await getEntry('offer', 'offer');
  if (!entry) throw new Error('content/offer.yaml is missing: the site cannot be built without it.');
  return entry.data;
}

/** A page of `content/pages/`, by file name without `.mdx` (e.g. "home" for content/pages/home.mdx). */
export async function getPage(id: string): Promise<CollectionEntry<'pages'>> {
  const entry = await getEntry('pages', id);
  if (!entry) throw new Error(`content/pages/${id}.mdx is missing: create it (copy another page to start).`);
  return entry;
}

/** Values for `{placeholders}` in copy: every offer figure, formatted, plus the brand, operator and app names. */
export async function getCopyValues(): Promise<Record<string, string>> {
  const [site, offer] = await Promise.all([getSite(), getOffer()]);
  return { ...offerFigures(offer), brand: site.brand, operator: site.operator, app: site.chat.app };
}

/** Fills `{placeholders}` in a piece of copy, e.g. "from {price}" → "from £35,000". */
export async function getFill(): Promise<(text: string) => string> {
  const values = await getCopyValues();
  return (text) => fillTemplate(text, values);
}

type Named = 'cards' | 'carousels' | 'images';

/**
 * The page being rendered (set by ContentPage) and a named part of its frontmatter,
 * e.g. `named(Astro.locals, 'carousels', 'amenities', 'Carousel')`. A wrong name stops the build, naming the file.
 */
export function named<K extends Named>(
  locals: App.Locals,
  field: K,
  name: string,
  component: string,
): NonNullable<NonNullable<CollectionEntry<'pages'>['data'][K]>[string]> {
  const page = locals.page;
  if (!page) throw new Error(`<${component}> can only be used inside a page of content/pages/.`);
  const group = page.data[field] as Record<string, unknown> | undefined;
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
  return value as NonNullable<NonNullable<CollectionEntry<'pages'>['data'][K]>[string]>;
}

type Listed = 'faq' | 'steps';

/**
 * A list from the frontmatter of the page being rendered, e.g. `listed(Astro.locals, 'faq', 'Faq')`.
 * A page that uses the component without the list stops the build, naming the file.
 */
export function listed<K extends Listed>(
  locals: App.Locals,
  field: K,
  component: string,
): NonNullable<CollectionEntry<'pages'>['data'][K]> {
  const list = locals.page?.data[field];
  if (!list) {
    throw new Error(
      `content/pages/${locals.page?.id ?? '?'}.mdx uses <${component} /> but its frontmatter has no "${field}:" list.`,
    );
  }
  return list;
}
