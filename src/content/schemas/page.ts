import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { didYouMean } from '../../lib/closestName';
import { copy, describe, fields, imageWithAltSchema, list, shapeError } from './fields';

/** The brand written into a page's title, as `{brand}` or typed (mdxPlaceholders.ts): the tab shows it already. */
export const brandInTitle = (written: string) =>
  `The browser tab and search results show the brand after the title already, as "Residences | {brand}": leave ${written} out of the title.`;

/**
 * The heroes the site has a design for: `full`, a full-screen picture under the transparent top bar (home); `band`,
 * a shorter opening.
 */
const HERO_VARIANTS = ['full', 'band'] as const;

/** Frontmatter of a page in `content/pages/*.mdx`; `baseDir` is that folder, where image paths start. */
export function pageSchema(context: SchemaContext, baseDir: string) {
  // A carousel's largest version of a picture is 1,600 pixels wide (see content/README.md, Images).
  const image = imageWithAltSchema(context, baseDir, 1600);
  return fields({
    /** Shown in the browser tab and in search results, with the brand after it. */
    title: copy('the page title for the browser tab').refine(
      (title) => !/.\{\s*brand\s*\}|\{\s*brand\s*\}./.test(title),
      { error: brandInTitle('{brand}') },
    ),
    description: copy('a one- or two-sentence summary for search results'),
    hero: fields({
      variant: z
        .enum(HERO_VARIANTS, {
          error: ({ input }) =>
            `Expected "full" (a full-screen picture under the top bar) or "band" (a shorter opening), got ${describe(input)}.${typeof input === 'string' ? didYouMean(input, HERO_VARIANTS) : ''}`,
        })
        .default('band'),
      eyebrow: copy('a short line above the heading').optional(),
      heading: copy("the page's main heading"),
      lede: copy('one or two sentences under the heading').optional(),
      image: image.optional(),
      /** Short highlights under the heading (home: the four offer highlights). */
      highlights: list(
        fields({ title: copy('a short heading'), text: copy('one or two sentences').optional() }),
        'the highlights under it, each starting with "- title:"',
      )
        // Four share a row on wide screens: a fifth would sit alone below them.
        .max(4, {
          error: 'The hero shows four highlights at most, in one row on wide screens. Move the rest into a section.',
        })
        .optional(),
      /** The hero's button that opens the chat; its message is the site's default one when left out. */
      cta: fields({
        label: copy('the button text, e.g. "Secure Your Stake"'),
        message: copy('the message prefilled in the chat', true).optional(),
      }).optional(),
    }).superRefine(({ variant, image: picture }, ctx) => {
      // Without its picture, a full hero would be a screen of plain green.
      if (variant === 'full' && !picture) {
        const message =
          'Missing. A full hero fills the screen with its picture: add image: (src and alt) under hero:, or write variant: band.';
        ctx.addIssue({ code: 'custom', path: ['image'], message });
      }
    }),
    /** Images used by `<Section image="name">`, by name. */
    images: z
      .record(z.string(), image, {
        error: shapeError('the pictures under it, indented, each a name followed by its src: and alt:'),
      })
      .optional(),
    /** The rows of `<SummaryTable>`. */
    summary: list(
      fields({ item: copy('what the row is, e.g. "Deposit"'), value: copy('its value, e.g. "{deposit}"') }),
      'the rows under it, each starting with "- item:"',
    )
      .min(1, { error: 'Expected at least one row.' })
      .optional(),
    /** Questions and answers shown by `<Faq />`. */
    faq: list(
      fields({ question: copy('the question'), answer: copy('the answer', true) }),
      'the questions under it, each starting with "- question:"',
    ).optional(),
    /** Carousels used by `<Carousel name="name" />`, by name. */
    carousels: z
      .record(
        z.string(),
        fields({
          /** Names the carousel for screen readers. */
          label: copy('a name for the carousel, e.g. "Amenities"'),
          // One picture would sit above two arrows that go nowhere and "1 / 1".
          images: list(image, 'the pictures under it, each starting with "- src:"').min(2, {
            error:
              'A carousel shows two pictures or more. For one picture, put it under images: and show it with <Section image="…">.',
          }),
        }),
        { error: shapeError('the carousels under it, indented, each a name followed by its label: and images:') },
      )
      .optional(),
  });
}

export type PageData = z.output<ReturnType<typeof pageSchema>>;
