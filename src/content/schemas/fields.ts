import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import type { ImageMetadata } from 'astro';
import { imageMetadata } from 'astro/assets/utils';
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { closestName, didYouMean } from '../../lib/closestName';
import { hasStrayBrace, STRAY_BRACE, unknownPlaceholderMessage, unknownPlaceholders } from '../../lib/placeholders';

// The building blocks of the content schemas, with the messages copywriters read: each names the fix.

export function describe(value: unknown): string {
  if (value === null) return 'nothing';
  if (typeof value === 'object') return Array.isArray(value) ? 'a list' : 'a group of fields';
  return typeof value === 'string' ? `the text "${value}"` : `${typeof value} ${String(value)}`;
}

/**
 * How YAML read a value meant as text as something else, and the fix: written without quotes, digits become a
 * number and lose a leading 0 (07700 900123 would be 7700900123, a wrong number that still looks like one).
 */
export function notReadAsText(input: unknown, example = `'01234567'`): string | undefined {
  const read =
    typeof input === 'number'
      ? `Written without quotes, YAML read it as the number ${input}, which drops any 0 at its start.`
      : typeof input === 'boolean'
        ? `Written without quotes, YAML read it as ${input}: a yes or no, not text.`
        : undefined;
  return read && `${read} Put the whole value in quotes, e.g. ${example}.`;
}

/** A list, each item starting with "- "; `what` says what goes under it. */
export const list = <T extends z.ZodType>(item: T, what: string) =>
  z.array(item, { error: ({ input }) => `Expected ${what}; got ${describe(input)}.` });

/** A group of named fields that takes no others: a misspelt optional field would otherwise be dropped without a word. */
export function fields<S extends z.core.$ZodLooseShape>(shape: S) {
  const known = Object.keys(shape);
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code !== 'unrecognized_keys') return `Expected its fields under it, indented: ${known.join(', ')}.`;
      const names = issue.keys.map((key) => {
        const meant = closestName(key, known);
        return `"${key}"${meant ? ` (did you mean "${meant}"?)` : ''}`;
      });
      return `No such field: ${names.join(', ')}. The fields here are: ${known.join(', ')}.`;
    },
  });
}

/** Required plain text, trimmed; `hint` says what to write. */
export function text(hint: string) {
  const error = ({ input }: { input: unknown }) =>
    input === undefined
      ? `Missing. Add ${hint}.`
      : `Expected text (${hint}), got ${describe(input)}. ${notReadAsText(input) ?? 'Write it as plain text.'}`;
  return z
    .string({ error })
    .trim()
    .min(1, { error: `Empty. Write ${hint}.` });
}

/** Required copy that may carry `{placeholders}` such as `{price}`, checked by name. */
export function copy(hint: string) {
  return text(hint).superRefine((value, ctx) => {
    for (const name of unknownPlaceholders(value))
      ctx.addIssue({ code: 'custom', message: unknownPlaceholderMessage(name) });
    if (hasStrayBrace(value)) ctx.addIssue({ code: 'custom', message: STRAY_BRACE });
  });
}

/** A cost: a number from 0 to `max` once the owner sets it, or its `[PLACEHOLDER: …]` until then. */
export function cost(hint: string, max = Number.MAX_SAFE_INTEGER) {
  const error = ({ input }: { input: unknown }) =>
    `${input === undefined ? 'Missing.' : `Expected a number, got ${describe(input)}.`} Write ${hint} in digits only, without £, % or commas, or '[PLACEHOLDER: …]' until it is known.`;
  const placeholder = z
    .string()
    .trim()
    .regex(/^\[PLACEHOLDER/, { error });
  return z.union([boundedNumber(hint, 0, max), placeholder], { error });
}

export function wholeNumber(hint: string, min = 0) {
  return boundedNumber(hint, min, Number.MAX_SAFE_INTEGER).int({ error: `Expected a whole number (${hint}).` });
}

export function boundedNumber(hint: string, min: number, max: number) {
  const range = max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `between ${min} and ${max}`;
  const error = ({ input }: { input: unknown }) =>
    input === undefined
      ? `Missing. Add ${hint} as a number.`
      : `Expected a number (${hint}), got ${describe(input)}. Write digits only, without £, % or commas.`;
  return z
    .number({ error })
    .min(min, { error: `Expected ${hint} ${range}.` })
    .max(max, { error: `Expected ${hint} ${range}.` });
}

/** A picture's file name left as its alt text, or a camera's or screenshot's default name (IMG_4021, DSC_0100…). */
const FILE_NAME = /\.(jpe?g|png|webp|avif|hei[cf]|gif)$|^(img|dsc[nf]?|pxl|mvimg)[_-]?\d|^screen ?shot\b/i;

/**
 * An image with its alt text; `src` is relative to `baseDir`, and the picture at least `minWidth` pixels wide (and
 * `minHeight` tall, for one cut to a fixed shape): a photo that replaces an image must be as large as the site shows it.
 */
export function imageWithAltSchema({ image }: SchemaContext, baseDir: string, minWidth: number, minHeight = 0) {
  return fields({
    src: text('the path to the image, e.g. "../images/hero.jpg"')
      .superRefine(async (src, ctx) => {
        const problem = await pictureProblem(resolve(baseDir, src), src, minWidth, minHeight);
        if (problem) ctx.addIssue({ code: 'custom', message: problem, fatal: true });
      })
      // Astro types image() by what it resolves to; at parse time it takes the path string checked above.
      .pipe(image() as unknown as z.ZodType<ImageMetadata, string>),
    alt: text('alt text: a short description of what the image shows').refine((alt) => !FILE_NAME.test(alt), {
      error: (issue) =>
        `"${String(issue.input)}" is a file name, which a screen reader would read out as it is. Write what the picture shows, e.g. "The valley under snow at dusk".`,
    }),
  });
}

/** What is wrong with the picture at `file` (written `src`): not there, not a picture, or too small. */
async function pictureProblem(file: string, src: string, minWidth: number, minHeight: number) {
  if (!existsSync(file)) {
    const nearby = existsSync(dirname(file)) ? readdirSync(dirname(file)) : [];
    return `No image at "${src}".${didYouMean(basename(src), nearby)} Save the picture there, or correct the path${nearby.length ? `; pictures in that folder: ${nearby.join(', ')}` : ''}.`;
  }
  const metadata = await imageMetadata(readFileSync(file), src).catch(() => undefined);
  if (!metadata) return `"${src}" cannot be read as a picture. Export it again as a JPEG, PNG, WebP or AVIF file.`;
  if (metadata.width < minWidth)
    return `"${src}" is ${metadata.width} pixels wide, and would look blurred on large screens. Use a picture at least ${minWidth} pixels wide.`;
  if (metadata.height < minHeight)
    return `"${src}" is ${metadata.height} pixels tall, and would come out another shape. Use one at least ${minHeight} pixels tall.`;
  return undefined;
}
