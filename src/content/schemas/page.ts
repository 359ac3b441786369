import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { didYouMean } from '../../lib/closestName';
import { copy, describe, fields, imageWithAltSchema, list } from './fields';

/** The heroes the site has a design for: a full-screen picture under the top bar (home), or a shorter band. */
const HERO_VARIANTS = ['full', 'band'] as const;

/** Frontmatter of a page in `content/pages/*.mdx`; `baseDir` is that folder, where image paths start. */
export function pageSchema(context: SchemaContext, baseDir: string) {
  // A carousel's largest version of a picture is 1,600 pixels wide (see content/README.md, Images).
  const image = imageWithAltSchema(context, baseDir, 1600);
  const named = <T extends z.ZodType>(item: T, what: string) =>
    z.record(z.string(), item, { error: ({ input }) => `Expected ${what}; got ${describe(input)}.` }).optional();
  return fields({
    /** Shown in the browser tab and in search results, with the brand after it. */
    title: copy('the page title for the browser tab'),
    description: copy('a one- or two-sentence summary for search results'),
    hero: fields({
      variant: z
        .enum(HERO_VARIANTS, {
          error: ({ input }) =>
            `Expected "full" (a full-screen picture) or "band" (a shorter opening), got ${describe(input)}.${typeof input === 'string' ? didYouMean(input, HERO_VARIANTS) : ''}`,
        })
        .default('band'),
      eyebrow: copy('a short line above the heading').optional(),
      heading: copy("the page's main heading"),
      lede: copy('one or two sentences under the heading').optional(),
      image: image.optional(),
      /** Short highlights under the heading (home: the four offer highlights). */
      highlights: list(
        fields({ title: copy('a short heading'), text: copy('one or two sentences').optional() }),
        'a list of highlights',
      )
        // Four share a row on wide screens: a fifth would sit alone below them.
        .max(4, { error: 'The hero shows four highlights at most. Move the rest into a section.' })
        .optional(),
      /** The hero's button that opens the chat; its message is the site's default one when left out. */
      cta: fields({
        label: copy('the button text, e.g. "Secure Your Stake"'),
        message: copy('the message prefilled in the chat').optional(),
      }).optional(),
    }).refine(({ variant, image: picture }) => variant !== 'full' || picture, {
      path: ['image'],
      error:
        'Missing. A full hero fills the screen with its picture: add image: (src and alt), or write variant: band.',
    }),
    /** Images used by `<Section image="name">`, by name. */
    images: named(image, 'pictures, each a name with its src: and alt: under it'),
    /** The rows of `<SummaryTable>`. */
    summary: list(
      fields({ item: copy('what the row is, e.g. "Deposit"'), value: copy('its value, e.g. "{deposit}"') }),
      'a list of rows',
    ).optional(),
    /** Questions and answers shown by `<Faq />`. */
    faq: list(fields({ question: copy('the question'), answer: copy('the answer') }), 'a list of questions').optional(),
    /** Carousels used by `<Carousel name="name" />`, by name. */
    carousels: named(
      fields({
        /** Names the carousel for screen readers. */
        label: copy('a name for the carousel, e.g. "Amenities"'),
        images: list(image, 'a list of pictures').min(2, {
          error: 'A carousel shows two pictures or more. For one picture, show it with <Section image="…">.',
        }),
      }),
      'carousels, each a name with its label: and images: under it',
    ),
  });
}

export type PageData = z.output<ReturnType<typeof pageSchema>>;
