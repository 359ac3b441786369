import { getEntry, type CollectionEntry } from 'astro:content';

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
