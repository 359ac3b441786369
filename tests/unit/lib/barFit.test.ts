import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { expect, test } from 'vitest';
import { parse } from 'yaml';
import { siteSchema } from '@/content/schemas/site';
import { barChatText, barExcess } from '@/lib/barFit';

const CONTENT = join(import.meta.dirname, '../../../content');
const site = parse(readFileSync(join(CONTENT, 'site.yaml'), 'utf8'));
const bar = (...extra: string[]) => ({
  brand: site.brand,
  links: [...site.nav.map((link: { name: string }) => link.name), ...extra],
  chat: barChatText(site.chat.app),
});

test("the site's own bar fits on one row at 1024px", () => {
  expect(barExcess(bar())).toBeLessThanOrEqual(0);
});

test('each character more counts: a fifth link fits when short, and not when long', () => {
  expect(barExcess(bar('FAQ'))).toBeLessThan(barExcess(bar('Contact Us')));
  expect(barExcess(bar('x'.repeat(40)))).toBeGreaterThan(0);
});

test('site.yaml with a bar too long for one row names nav, how much to cut and where the link can go', () => {
  const schema = siteSchema({ image: () => z.string() } as unknown as SchemaContext, CONTENT);
  const long = 'Sustainability and Community';
  const excess = barExcess(bar(long));
  expect(excess).toBeGreaterThan(0);
  const result = schema.safeParse({ ...site, nav: [...site.nav, { name: long, page: 'privacy' }] });
  expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
    `nav: The top bar would not fit on one row on laptops and tablets turned sideways (1024px wide): its brand, links and chat button are about ${excess} characters too long. Shorten a link's name, or link the page from the footer (footer: links:) instead.`,
  ]);
});
