import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { copy } from './fields';
import { imageWithAltSchema } from './image';

/** A call to action that opens the WhatsApp chat. */
const chatCtaSchema = z.object({
  /** The button text, e.g. "Secure Your Stake". */
  label: copy('the button text, e.g. "Secure Your Stake"'),
  /** The message prefilled in the chat; the site's default message when left out. */
  message: copy('the message prefilled in the chat').optional(),
});

/** A short titled item: a highlight of the hero. */
const itemSchema = z.object({
  /** The item's heading, e.g. "Own The Asset". */
  title: copy('a short heading'),
  /** One or two sentences under it. */
  text: copy('one or two sentences').optional(),
});

/** The opening block of a page. */
export function heroSchema(context: SchemaContext, baseDir: string) {
  return z.object({
    /** `full`: a full-screen picture under the transparent top bar (home); `band`: a shorter opening. */
    variant: z.enum(['full', 'band'], { error: 'Expected "full" or "band".' }).default('band'),
    /** A short line above the heading, e.g. "The Founders' Club". */
    eyebrow: copy('a short line above the heading').optional(),
    /** The page's one main heading (its h1). May use placeholders such as {price}. */
    heading: copy("the page's main heading"),
    /** One or two sentences under the heading. */
    lede: copy('one or two sentences under the heading').optional(),
    /** The picture behind the heading. */
    image: imageWithAltSchema(context, baseDir).optional(),
    /** Short highlights under the heading (home: the four offer highlights). */
    highlights: z.array(itemSchema).optional(),
    /** The hero's chat button. */
    cta: chatCtaSchema.optional(),
  });
}

/** Frontmatter of a page in `content/pages/*.mdx`; `baseDir` is that folder, where image paths start. */
export function pageSchema(context: SchemaContext, baseDir: string) {
  const image = imageWithAltSchema(context, baseDir);
  return z.object({
    /** The title shown in the browser tab and in search results (the brand is added after it). */
    title: copy('the page title for the browser tab'),
    /** One or two sentences for search results and link previews. */
    description: copy('a one- or two-sentence summary for search results'),
    hero: heroSchema(context, baseDir),
    /** Images used by `<Section image="name">`, by name. */
    images: z.record(z.string(), image).optional(),
    /** The rows of `<SummaryTable>`: what each item is, and its value (placeholders such as {price}). */
    summary: z
      .array(z.object({ item: copy('what the row is, e.g. "Deposit"'), value: copy('its value, e.g. "{deposit}"') }))
      .min(1, { error: 'Expected at least one row.' })
      .optional(),
    /** Questions and answers shown by `<Faq />`. */
    faq: z
      .array(
        z.object({
          /** The question, as a founder would ask it. */
          question: copy('the question'),
          /** The answer, in one short paragraph. */
          answer: copy('the answer'),
        }),
      )
      .optional(),
    /** Carousels used by `<Carousel name="name" />`, by name. */
    carousels: z
      .record(
        z.string(),
        z.object({
          /** Names the carousel for screen readers, e.g. "Amenities". */
          label: copy('a name for the carousel, e.g. "Amenities"'),
          /** The slides, in order: each an image with its alt text. */
          images: z.array(image).min(1, { error: 'Expected at least one image in the carousel.' }),
        }),
      )
      .optional(),
  });
}

export type PageData = z.output<ReturnType<typeof pageSchema>>;
