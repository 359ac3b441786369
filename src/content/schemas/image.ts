import { existsSync, readdirSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { z } from 'astro/zod';
import type { ImageMetadata } from 'astro';
import type { SchemaContext } from 'astro:content';
import { text } from './fields';

const IMAGE_FILE = /\.(jpe?g|png|webp|avif)$/i;

/**
 * An image with its alternative text. `src` is a path relative to the content file, e.g. `../images/hero.jpg`; swap
 * the file (or the path) to replace the artwork with a photo. `baseDir` is the folder the content file sits in, so a
 * missing file is reported before Astro's own, less specific, error at build time.
 */
export function imageWithAltSchema({ image }: SchemaContext, baseDir: string) {
  return z.object(
    {
      src: text('the path to the image, e.g. "../images/hero.jpg"')
        .superRefine((src, ctx) => {
          const problem = imageProblem(src, baseDir);
          if (problem) ctx.addIssue({ code: 'custom', message: problem, fatal: true });
        })
        // Astro types image() by what it resolves to; at parse time it takes the path string checked above.
        .pipe(image() as unknown as z.ZodType<ImageMetadata, string>),
      alt: text('alt text: a short description of what the image shows'),
    },
    { error: 'Expected an image with "src" (a path such as ../images/hero.jpg) and "alt" (what it shows).' },
  );
}

/** Says what is wrong with an image path, or returns undefined when the file is there. */
function imageProblem(src: string, baseDir: string): string | undefined {
  if (!IMAGE_FILE.test(src)) {
    return `"${src}" is not a JPEG, PNG, WebP or AVIF file. Point it at an image such as "../images/hero.jpg".`;
  }
  const file = resolve(baseDir, src);
  if (existsSync(file)) return undefined;
  const folder = resolve(file, '..');
  const nearby = existsSync(folder) ? readdirSync(folder).filter((name) => IMAGE_FILE.test(name)) : [];
  return `No image at "${src}" (looked for ${relative(process.cwd(), file)}). Add the file there or fix the path${
    nearby.length > 0 ? `; images in that folder: ${nearby.join(', ')}` : ''
  }.`;
}
