import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineCollection } from 'astro:content';
import { pagesLoader, refusing, yamlEntry } from './content/loaders';
import { CONTENT } from './content/source';
import { offerSchema } from './content/schemas/offer';
import { pageSchema } from './content/schemas/page';
import { siteSchema } from './content/schemas/site';

const PAGES_DIR = fileURLToPath(new URL(`../${CONTENT.pages}`, import.meta.url));
const CONTENT_DIR = join(PAGES_DIR, '..');

export const collections = {
  site: defineCollection({
    loader: yamlEntry(CONTENT.site, 'site', CONTENT.pages),
    schema: (context) => refusing(siteSchema(context, CONTENT_DIR)),
  }),
  offer: defineCollection({ loader: yamlEntry(CONTENT.offer, 'offer'), schema: refusing(offerSchema) }),
  // Flat on purpose: image paths in frontmatter are relative to this one folder.
  pages: defineCollection({ loader: pagesLoader(PAGES_DIR), schema: (ctx) => refusing(pageSchema(ctx, PAGES_DIR)) }),
};
