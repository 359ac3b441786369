import { fileURLToPath } from 'node:url';
import { defineCollection } from 'astro:content';
import { pagesLoader, refusing, yamlEntry } from './content/loaders';
import { offerSchema } from './content/schemas/offer';
import { pageSchema } from './content/schemas/page';
import { siteSchema } from './content/schemas/site';

const CONTENT_DIR = fileURLToPath(new URL('../content/', import.meta.url));
const PAGES_DIR = fileURLToPath(new URL('../content/pages/', import.meta.url));

export const collections = {
  site: defineCollection({
    loader: yamlEntry('content/site.yaml', 'site', 'content/pages/'),
    schema: (context) => refusing(siteSchema(context, CONTENT_DIR)),
  }),
  offer: defineCollection({ loader: yamlEntry('content/offer.yaml', 'offer'), schema: refusing(offerSchema) }),
  // Flat on purpose: image paths in frontmatter are relative to this one folder.
  pages: defineCollection({ loader: pagesLoader(PAGES_DIR), schema: (ctx) => refusing(pageSchema(ctx, PAGES_DIR)) }),
};
