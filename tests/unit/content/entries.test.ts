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

test('site.yaml as written fills its placeholders', async () => {
  content.site = raw('site');
  const values = placeholderValues(raw('offer'), raw('site'));
  expect((await getSite()).footer.powered).toBe(raw('site').footer.powered.replace('{operator}', values.operator));
});

test('a figure typed into site.yaml is its error, at the field and line, with the placeholder to write', async () => {
  const site = raw('site');
  const values = placeholderValues(raw('offer'), site);
  content.site = { ...site, chat: { ...site.chat, message: `${site.chat.message} From ${values.price}?` } };
  const line =
    readFileSync(resolve('content/site.yaml'), 'utf8')
      .split('\n')
      .findIndex((text) => /^ {2}message:/.test(text)) + 1;

  await expect(getSite()).rejects.toMatchObject({
    message: `content/site.yaml: chat.message: "${values.price}" is a figure typed into site.yaml: write {price} instead, so it follows content/offer.yaml.\nLocation: content/site.yaml:${line}`,
    loc: { file: resolve('content/site.yaml'), line },
  });
});

test("the brand's, operator's or app's name typed into site.yaml's copy is its error; the fields that set them, and the company's, pass", async () => {
  const site = raw('site');
  const values = placeholderValues(raw('offer'), site);
  const line = (field: RegExp) =>
    readFileSync(resolve('content/site.yaml'), 'utf8')
      .split('\n')
      .findIndex((text) => field.test(text)) + 1;
  content.site = {
    ...site,
    footer: { ...site.footer, riskNotice: `${site.footer.riskNotice} ${values.brand} says so.` },
  };
  await expect(getSite()).rejects.toMatchObject({
    message: `content/site.yaml: footer.riskNotice: "${values.brand}" is a name typed into site.yaml: write {brand} instead, so it follows the brand: field of content/site.yaml.\nLocation: content/site.yaml:${line(/^ {2}riskNotice:/)}`,
  });
  content.site = { ...site, chat: { ...site.chat, message: `Hi, on ${values.app.toLowerCase()}!` } };
  await expect(getSite()).rejects.toThrow(
    `chat.message: "${values.app.toLowerCase()}" is a name typed into site.yaml: write {app} instead, so it follows the chat: app: field of content/site.yaml.`,
  );
  content.site = { ...site, company: { ...site.company, legalName: `${values.operator} Hotels Ltd` } };
  expect((await getSite()).company.legalName).toBe(`${values.operator} Hotels Ltd`);
});
