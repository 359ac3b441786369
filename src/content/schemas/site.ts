import { z } from 'astro/zod';
import { E164_DIGITS } from '@/lib/chatLink';
import type { SchemaContext } from 'astro:content';
import { text } from './fields';
import { imageWithAltSchema } from './image';

/** One link of the top bar. */
export function navItemSchema(knownRoutes: readonly string[]) {
  return z.object({
    /** The link text, e.g. "Founders' Club". */
    name: text('the link text, e.g. "Residences"'),
    /** The route it opens: one of the site's pages, e.g. "/residences". */
    path: text('the page it opens, e.g. "/residences"').refine((path) => knownRoutes.includes(path), {
      error: (issue) =>
        `No page answers at "${String(issue.input)}". Use one of: ${knownRoutes.join(', ')} (no trailing slash).`,
    }),
  });
}

/**
 * `content/site.yaml`: brand, contact and navigation shared by every page.
 * `contentDir` is the folder site.yaml sits in, where its image paths start.
 */
export function siteSchema(knownRoutes: readonly string[], context: SchemaContext, contentDir: string) {
  return z.object({
    /** The development's brand name, shown in the top bar, footer and page titles. */
    brand: text('the brand name, e.g. "Corrie & Larch"'),
    /** The hotel brand that operates the hotel; used in "{operator}-Powered". */
    operator: text('the operator brand, e.g. "Solvane"'),
    /** The public address of the site, used for canonical and share links. */
    siteUrl: z.url({
      protocol: /^https$/,
      error: 'Expected the public https address of the site, e.g. "https://www.example.com".',
    }),
    /** The picture link previews show (WhatsApp, iMessage, social apps): 1200×630 pixels. */
    shareImage: imageWithAltSchema(context, contentDir),
    chat: z.object({
      /** The messaging app's name, shown as "Chat on {app}". */
      app: text('the messaging app\'s name, e.g. "WhatsApp"'),
      /** The sales number in E.164 form, digits only. */
      number: z
        .union([z.string(), z.number()], {
          error: "Missing. Add the sales number as digits, e.g. '447700900123'.",
        })
        .transform((value) => String(value).trim())
        .refine((value) => E164_DIGITS.test(value), {
          error: (issue) =>
            `"${String(issue.input)}" is not an E.164 number in digits. Write 7 to 15 digits, country code first, with no +, spaces or dashes, e.g. '447700900123'.`,
        }),
      /** The message prefilled in the chat. */
      message: text('the message prefilled in the chat'),
    }),
    /** The top bar's links, in order. */
    nav: z
      .array(navItemSchema(knownRoutes), { error: 'Expected a list of links, each with a name and a path.' })
      .min(1, { error: 'Expected at least one link in the list.' }),
    footer: z.object({
      /** The first half of the footer tagline, e.g. "Community-Owned." */
      tagline: text('the first half of the footer tagline, e.g. "Community-Owned."'),
      /** Follows the operator's name, e.g. "-Powered." */
      poweredSuffix: text('what follows the operator\'s name, e.g. "-Powered."'),
      /** The risk warning shown on every page. */
      riskNotice: text('a one-sentence risk warning'),
      /** Links at the foot of every page, e.g. Privacy. */
      links: z.array(navItemSchema(knownRoutes)),
    }),
  });
}
