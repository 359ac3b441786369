import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, vi } from 'vitest';
import { parse } from 'yaml';
import { getSite } from '@/content/entries';
import { placeholderValues } from '@/lib/placeholders';

/** content/site.yaml and content/offer.yaml as the collections hold them; `content.site` is what a test changed. */
const raw = (name: string) => parse(readFileSync(resolve(`content/${name}.yaml`), 'utf8'));
const content = vi.hoisted(() => ({ site: undefined as unknown }));
vi.mock('astro:content', () => ({
  getEntry: async (collection: string) => ({ data: collection === 'site' ? content.site : raw(collection) }),
}));
const values = placeholderValues(raw('offer'), raw('site'));

test('one of the offer’s figures typed into site.yaml is its error, at the field and its line', async () => {
  const site = raw('site');
  content.site = { ...site, chat: { ...site.chat, message: `${site.chat.message} From ${values.price}?` } };
  const line =
    readFileSync(resolve('content/site.yaml'), 'utf8')
      .split('\n')
      .findIndex((text) => /^ {2}message:/.test(text)) + 1;
  await expect(getSite()).rejects.toMatchObject({
    message: `chat.message: "${values.price}" is one of the offer's figures typed by hand: write {price} instead, so it follows content/offer.yaml.\nLocation: content/site.yaml:${line}`,
    loc: { file: resolve('content/site.yaml'), line },
  });
});
