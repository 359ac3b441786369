import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, vi } from 'vitest';
import { parse } from 'yaml';
import { getSite } from '@/content/entries';
import { placeholderValues } from '@/lib/placeholders';

/** content/site.yaml and content/offer.yaml as the collections hold them: one object each until a file changes. */
const raw = (name: string) => parse(readFileSync(resolve(`content/${name}.yaml`), 'utf8'));
const held = vi.hoisted(() => ({ site: undefined as unknown, offer: undefined as unknown }));
vi.mock('astro:content', () => ({ getEntry: async (collection: 'site' | 'offer') => ({ data: held[collection] }) }));

test('getSite fills site.yaml once for every component that asks, and again when either file changes', async () => {
  held.site = raw('site');
  held.offer = raw('offer');
  const site = await getSite();
  expect(site.chat.message).not.toContain('{brand}');
  expect(await getSite()).toBe(site);
  held.offer = { ...raw('offer'), price: raw('offer').price + 1 };
  const refilled = await getSite();
  expect(refilled).not.toBe(site);
  expect(placeholderValues(held.offer as never, held.site as never).price).not.toBe(
    placeholderValues(raw('offer'), raw('site')).price,
  );
});
