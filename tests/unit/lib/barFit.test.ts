import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { parse } from 'yaml';
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
