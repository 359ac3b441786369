import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { text } from './fields';
import { imageWithAltSchema } from './image';

/** The opening block of a page. */
export function heroSchema(context: SchemaContext, baseDir: string) {
  return z.object({
    /** A short line above the heading, e.g. "The Founders' Club". */
    eyebrow: text('a short line above the heading').optional(),
    /** The page's one main heading (its h1). */
    heading: text("the page's main heading"),
    /** One or two sentences under the heading. */
    lede: text('one or two sentences under the heading').optional(),
    /** The picture behind or beside the heading. */
    image: imageWithAltSchema(context, baseDir).optional(),
  });
}

/** Frontmatter of a page in `content/pages/*.mdx`; `baseDir` is that folder, where image paths start. */
export function pageSchema(context: SchemaContext, baseDir: string) {
  return z.object({
    /** The title shown in the browser tab and in search results (the brand is added after it). */
    title: text('the page title for the browser tab'),
    /** One or two sentences for search results and link previews. */
    description: text('a one- or two-sentence summary for search results'),
    hero: heroSchema(context, baseDir),
  });
}

export type PageData = z.output<ReturnType<typeof pageSchema>>;
