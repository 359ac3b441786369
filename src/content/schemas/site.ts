import { join } from 'node:path';
import { z } from 'astro/zod';
import { barChatText, barExcess } from '@/lib/barFit';
import { E164_DIGITS } from '@/lib/chatLink';
import { didYouMean } from '@/lib/closestName';
import { mapValues } from '@/lib/figures';
import { CLASSIFICATIONS, FACTS } from '@/lib/launchGate';
import { reference, type SchemaContext } from 'astro:content';
import { linkablePages } from '../source';
import { copy, describe, fields, imageWithAltSchema, list, notReadAsText, text } from './fields';

/** A class the FCA's rules do not have, e.g. "high risk". */
const classification = ({ input }: { input: unknown }) =>
  `Expected one of: ${CLASSIFICATIONS.join('; ')}, as the owner's advisers class the offer; got ${describe(input)}.`;

/** One link of the top bar or the footer; `pagesDir` is content/pages/, where the pages it may open are. */
function navItemSchema(pagesDir: string) {
  return fields({
    name: copy('the link text, e.g. "Residences"'),
    page: text('the page it opens: a file name in content/pages/ without .mdx, e.g. "residences"')
      .superRefine((id, ctx) => {
        const pages = linkablePages(pagesDir);
        if (pages.includes(id)) return;
        const message = `There is no page "${id}" (no content/pages/${id}.mdx).${didYouMean(id, pages)} Use one of: ${pages.join(', ')}.`;
        ctx.addIssue({ code: 'custom', message, fatal: true });
      })
      .pipe(reference('pages')),
  });
}

/**
 * `content/site.yaml` (in `contentDir`): brand, contact and navigation shared by every page. Text may use placeholders,
 * except the names placeholders are made of (brand, operator, chat.app and company).
 */
export function siteSchema(context: SchemaContext, contentDir: string) {
  const navItem = navItemSchema(join(contentDir, 'pages'));
  return fields({
    brand: text('the brand name, e.g. "Corrie & Larch"'),
    operator: text('the operator brand, e.g. "Solvane"'),
    siteUrl: z.url({
      protocol: /^https$/,
      error: 'Expected the public https address of the site, e.g. "https://www.example.com".',
    }),
    repository: text('the site\'s repository on GitHub, e.g. "https://github.com/owner/name"').optional(),
    /** The picture link previews show (WhatsApp, iMessage, social apps): 1200×630 pixels. */
    shareImage: imageWithAltSchema(context, contentDir, 1200, 630),
    chat: fields({
      app: text('the messaging app\'s name, e.g. "WhatsApp"'),
      number: z
        .string({
          error: ({ input }) =>
            notReadAsText(input, "'447700900123'") ?? "Missing. Add the sales number in quotes, e.g. '447700900123'.",
        })
        .trim()
        .refine((value) => E164_DIGITS.test(value), {
          error: (issue) =>
            `"${String(issue.input)}" is not a number in digits. Write 7 to 15 digits, country code first, with no +, spaces or dashes, e.g. '447700900123'.`,
        }),
      message: copy('the message prefilled in the chat'),
    }),
    nav: list(navItem, 'a list of links, each starting with "- name:"').min(1, {
      error: 'Expected at least one link.',
    }),
    /** The company behind the offer: shown in the footer of every page, and named by the privacy notice. */
    company: fields({
      legalName: text('the company\'s registered name, e.g. "Solvane Hotels Ltd"'),
      number: text('the company number, e.g. "01234567"'),
      registeredIn: text('where the company is registered, e.g. "England and Wales"'),
      registeredOffice: text('the registered office address, on one line'),
      privacyEmail: text('an email address for privacy questions, e.g. "privacy@solvane.co.uk"'),
    }),
    /** Shown beside the risk notice. */
    regulatoryStatement: copy('the regulatory status of the offer, as the owner states it'),
    /** The offer's class under the FCA's rules, and its risk warning: above the top bar on every page; none if empty. */
    highRisk: fields({
      classification: z.union([z.enum(CLASSIFICATIONS), z.string().regex(/^\[PLACEHOLDER/, { error: classification })]),
      warning: z.literal('').or(copy("the FCA's risk warning")),
      link: copy('the link to the risk summary, e.g. "Take 2 mins to learn more"'),
    }),
    /** What only the owner can state, in their words; each is a `{placeholder}` of its name. */
    facts: fields(mapValues(FACTS, (hint) => text(hint))),
    footer: fields({
      tagline: copy('the first half of the footer tagline, e.g. "Community-Owned."'),
      powered: copy('the second half of the tagline, e.g. "{operator}-Powered."'),
      riskNotice: copy('a one-sentence risk warning'),
      company: copy('the company line, e.g. "{company}, registered in {registeredIn}, company number {companyNumber}"'),
      links: list(navItem, 'a list of links, each starting with "- name:"'),
    }),
  }).superRefine(({ brand, nav, chat }, ctx) => {
    const excess = barExcess({ brand, links: nav.map((link) => link.name), chat: barChatText(chat.app) });
    if (excess > 0) {
      const message = `The top bar would not fit on one row on laptops and tablets turned sideways (1024px wide): its brand, links and chat button are about ${excess} characters too long. Shorten a link's name, or link the page from the footer (footer: links:) instead.`;
      ctx.addIssue({ code: 'custom', path: ['nav'], message });
    }
  });
}
