import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import sharp from 'sharp';
import { afterAll, expect, test } from 'vitest';
import { parse } from 'yaml';
import { pageSchema } from '@/content/schemas/page';
import { siteSchema } from '@/content/schemas/site';
import { frontmatterOf } from '@/content/loaders';

// A photo put in place of a picture, as content/README.md ("Images") tells a copywriter to: what it holds is read,
// not only its name.
const CONTENT = join(import.meta.dirname, '../../../content');
const context = { image: () => z.string() } as unknown as SchemaContext;
const home = parse(frontmatterOf(readFileSync(join(CONTENT, 'pages/home.mdx'), 'utf8'))!);
const site = parse(readFileSync(join(CONTENT, 'site.yaml'), 'utf8'));

const dir = mkdtempSync(join(tmpdir(), 'pictures-'));
mkdirSync(join(dir, 'pages'));
mkdirSync(join(dir, 'images'));
afterAll(() => rmSync(dir, { recursive: true }));

/** Writes a flat picture of `width` × `height` in `format` to images/`name`. */
const picture = (name: string, width: number, height: number, format: 'jpeg' | 'gif' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: '#1f3a33' } })
    .toFormat(format)
    .toFile(join(dir, 'images', name));

/** The messages of home's hero with its picture at `src`. */
async function heroMessages(src: string) {
  const hero = { ...home.hero, image: { src, alt: 'The valley' } };
  const result = await pageSchema(context, join(dir, 'pages')).safeParseAsync({ ...home, images: {}, hero });
  return result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

// A phone's photo renamed, or saved by an app, as .jpg: "cut short" sent the copywriter to copy it again, in vain.
test('a HEIC photo under a .jpg name is named as one, with the export to make', async () => {
  copyFileSync(join(import.meta.dirname, '../../fixtures/pictures/phone-photo.heic'), join(dir, 'images/IMG_2041.jpg'));
  expect(await heroMessages('../images/IMG_2041.jpg')).toEqual([
    'hero.image.src: "../images/IMG_2041.jpg" holds a HEIC photo, as a phone saves them, which most browsers cannot show, under the name of a JPG. Export it as a JPEG (or a PNG, WebP or AVIF) into content/images/, and point src at that file.',
  ]);
});

test('a GIF under a .jpg name is named, not shown in 256 colours', async () => {
  await picture('animation.jpg', 1700, 1000, 'gif');
  expect(await heroMessages('../images/animation.jpg')).toEqual([
    'hero.image.src: "../images/animation.jpg" holds a GIF picture, which the site would show in 256 colours at most, under the name of a JPG. Export it as a JPEG (or a PNG, WebP or AVIF) into content/images/, and point src at that file.',
  ]);
});

// Astro never enlarges a picture: a 1200 × 400 share picture was sent as 1200 × 400 under og:image:height 630.
test('the share picture is at least as tall as the 1200 × 630 it is cut to', async () => {
  const messages = async (src: string) => {
    const result = await siteSchema(context, dir).safeParseAsync({ ...site, shareImage: { ...site.shareImage, src } });
    // Only the share picture's: the pages site.yaml links to are not in this folder.
    const shareImage = result.error?.issues.filter((issue) => issue.path[0] === 'shareImage');
    return shareImage?.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };
  await picture('wide.jpg', 1200, 400);
  await picture('share.jpg', 1200, 630);
  expect(await messages('images/wide.jpg')).toEqual([
    'shareImage.src: "images/wide.jpg" is 400 pixels tall: it is shown cut to 1200 × 630, and a shorter picture would come out another shape. Use one at least 630 pixels tall (a larger export, or a crop, of the same photo will do).',
  ]);
  expect(await messages('images/share.jpg')).toEqual([]);
});
