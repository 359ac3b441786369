import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, extname, join, relative, resolve, sep } from 'node:path';
import type { ImageMetadata } from 'astro';
import { imageMetadata } from 'astro/assets/utils';
import { z } from 'astro/zod';
import sharp from 'sharp';
import type { SchemaContext } from 'astro:content';
import { closestName } from '../../lib/closestName';
import { PICTURE } from '../loaders';
import {
  hasStrayBrace,
  isPlaceholderName,
  markupIn,
  placeholdersIn,
  STRAY_BRACE,
  unknownPlaceholderMessage,
} from '../../lib/placeholders';

/** The message for a value missing or not of the `kind` expected; `hint` names the field, e.g. "the deposit". */
function typeError(hint: string, kind: string, add: string, fix: string | ((input: unknown) => string)) {
  return ({ input }: { input: unknown }) =>
    input === undefined
      ? `Missing. Add ${add}.`
      : `Expected ${kind} (${hint}), got ${describe(input)}. ${typeof fix === 'string' ? fix : fix(input)}`;
}

/**
 * How YAML came to read a value meant as text as something else, and the fix: it reads a value written without
 * quotes by its look. Digits become a number, a 0 at their start dropped (07700 900123 would be 7700900123, a wrong
 * number that still looks like one); `{price} a month` a group, `[New] Homes` a list.
 */
export function notReadAsText(input: unknown, example = `'01234567' or "{price} a month"`): string | undefined {
  const read =
    typeof input === 'number'
      ? `Written without quotes, YAML read it as the number ${input}, which drops any 0 at its start.`
      : typeof input === 'boolean'
        ? `Written without quotes, YAML read it as ${input}: a yes or no, not text.`
        : Array.isArray(input)
          ? 'It starts with [, so YAML read it as a list.'
          : input !== null && typeof input === 'object'
            ? 'It starts with {, so YAML read it as a group of fields.'
            : undefined;
  return read && `${read} Put the whole value in quotes, e.g. ${example}.`;
}

/**
 * The message for a group or a list that is missing, left empty (`faq:` with nothing under it) or given a value of
 * another kind: Astro's own would be 'Expected type "object", received "object"'. `what` says what belongs there.
 */
export function shapeError(what: string) {
  return ({ input }: { input: unknown }) =>
    input === undefined
      ? `Missing. Add it, with ${what}.`
      : input === null
        ? `Empty. Write ${what}.`
        : `Expected ${what}; got ${describe(input)}.`;
}

/** A list, each item starting with "- "; `what` says what goes under it, e.g. 'the questions under it, each …'. */
export const list = <T extends z.ZodType>(item: T, what: string) => z.array(item, { error: shapeError(what) });

/**
 * A group of fields that takes no others: a misspelt optional field (`lead:` for `lede:`) would otherwise be dropped
 * without a word. `what` says what goes under it, for a group missing, empty or not a group at all.
 */
export function fields<S extends z.core.$ZodLooseShape>(shape: S, what?: string) {
  const known = Object.keys(shape);
  const notAGroup = shapeError(what ?? `its fields under it, indented: ${known.join(', ')}`);
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code !== 'unrecognized_keys') return notAGroup(issue);
      const guesses = issue.keys.map((key) => {
        const meant = closestName(key, known);
        return meant ? `"${key}" (did you mean "${meant}"?)` : `"${key}"`;
      });
      // Astro writes the group's path before the message; the file's top level has none, so the message says so.
      const where = issue.path?.length ? '' : ' at the top level of the file';
      return `No such field${where}: ${guesses.join(', ')}. The fields here are: ${known.join(', ')}.`;
    },
  });
}

/**
 * Required plain text, trimmed; `hint` says what to write. YAML takes away the straight quotes around a value, but
 * keeps curly ones (pasted from a word processor) as text: `title: “Accessibility”` would fill the tab with them.
 */
export function text(hint: string) {
  const error = typeError(
    hint,
    'text',
    hint,
    (input) => notReadAsText(input) ?? 'Write it as plain text, in quotes if it contains a colon.',
  );
  return z
    .string({ error })
    .trim()
    .min(1, { error: `Empty. Write ${hint}.` })
    .refine((value) => !/^“[^“”]*”$|^‘[^‘]*’$/.test(value), {
      error: (issue) =>
        `The curly quotes around ${String(issue.input)} would show on the site as typed: YAML takes away only straight quotes written around a value. Remove them, or type straight ones (" or ') in their place.`,
    });
}

/**
 * Required plain-text copy that may carry `{placeholders}` such as `{price}` or `{operator}`, checked by name. One
 * paragraph, unless its component shows `paragraphs` (a blank line between them, as YAML's `|` keeps them): an FAQ
 * answer, a chat message.
 */
export function copy(hint: string, paragraphs = false) {
  return text(hint).superRefine((value, ctx) => {
    if (!paragraphs && /\n\s*\n/.test(value)) {
      const message = `Two paragraphs, which the page would run together into one: this field is one paragraph. Join them, or write the rest in the page's body.`;
      ctx.addIssue({ code: 'custom', message });
    }
    for (const name of placeholdersIn(value)) {
      if (!isPlaceholderName(name)) ctx.addIssue({ code: 'custom', message: unknownPlaceholderMessage(name) });
    }
    if (hasStrayBrace(value)) ctx.addIssue({ code: 'custom', message: STRAY_BRACE });
    const markup = markupIn(value);
    if (markup) {
      const message = `${markup} would show on the page as typed: this field is plain text. Bold, italics, links and line breaks work only in a page's body, under its frontmatter.`;
      ctx.addIssue({ code: 'custom', message });
    }
  });
}

function number(hint: string) {
  return z.number({
    error: typeError(hint, 'a number', `${hint} as a number`, 'Write digits only, without £, % or commas.'),
  });
}

export function wholeNumber(hint: string, min = 0) {
  return number(hint)
    .int({ error: `Expected a whole number (${hint}). Remove the decimals.` })
    .min(min, { error: `Expected ${hint} of at least ${min}.` });
}

export function boundedNumber(hint: string, min: number, max: number) {
  const error = `Expected ${hint} between ${min} and ${max}.`;
  return number(hint).min(min, { error }).max(max, { error });
}

export function describe(value: unknown): string {
  if (value === null) return 'nothing (null)';
  if (typeof value === 'object') return Array.isArray(value) ? 'a list' : 'a group of fields';
  return typeof value === 'string' ? `the text "${value}"` : `${typeof value} ${String(value)}`;
}

/**
 * A picture's file name, left as its alt text: one ending in a picture's extension, or a camera's, phone's or
 * screenshot's default name (IMG_4021, DSC_0100, PXL_20240312…, Photo 12-03-2024…, Screenshot 2024-03-12…). A digit
 * alone is no sign of one: "Studio 2 at dusk" describes the picture.
 */
const FILE_NAME =
  /\.(jpe?g|png|webp|avif|hei[cf]|gif|tiff?)$|^(img|dsc[nf]?|pxl|mvimg)[_-]?\d|^(photo|screen ?shot)[\s_-]*\d+[-_.]\d/i;

/**
 * An image with its alt text; `src` is relative to `baseDir`, checked before Astro's own, less specific, error, and
 * at least `minWidth` pixels wide: a photo that replaces an image must be as wide as the site shows it, or it blurs.
 * One cut to a fixed size (the share picture) is also at least `minHeight` tall: Astro never enlarges a picture, so a
 * shorter one would come out another shape.
 */
export function imageWithAltSchema({ image }: SchemaContext, baseDir: string, minWidth: number, minHeight = 0) {
  return fields(
    {
      src: text('the path to the image, e.g. "../images/hero.jpg"')
        .superRefine(async (src, ctx) => {
          const problem = imageProblem(src, baseDir) ?? (await unusablePicture(src, baseDir, minWidth, minHeight));
          if (problem) ctx.addIssue({ code: 'custom', message: problem, fatal: true });
        })
        // Astro types image() by what it resolves to; at parse time it takes the path string checked above.
        .pipe(image() as unknown as z.ZodType<ImageMetadata, string>),
      alt: text('alt text: a short description of what the image shows').refine((alt) => !FILE_NAME.test(alt), {
        error: (issue) =>
          `"${String(issue.input)}" is a file name, which a screen reader would read out as it is. Alt text is for someone who cannot see the picture: write what it shows, e.g. "The valley under snow at dusk, the hotel lit on the slope".`,
      }),
    },
    'its src: (a path such as ../images/hero.jpg) and alt: (what it shows) under it, indented',
  );
}

/** Says what is wrong with an image path, or returns undefined when the file is there. */
function imageProblem(src: string, baseDir: string): string | undefined {
  // A phone's HEIC photo, a TIFF or a PDF has an extension: it needs exporting, not a new path.
  if (!/\.\w+$/.test(src)) return `"${src}" names no picture file: write its name whole, as in "../images/hero.jpg".`;
  if (!PICTURE.test(src)) {
    return `"${src}" is not a JPEG, PNG, WebP or AVIF file, the pictures a browser shows. Export it as one (a photo as a JPEG) into content/images/, and point src at that file.`;
  }
  const file = resolve(baseDir, src);
  if (existsSync(file)) return undefined;
  const folder = resolve(file, '..');
  const nearby = existsSync(folder) ? readdirSync(folder).filter((name) => PICTURE.test(name)) : [];
  // The same name, in any case, in the images folder: a path written from the site's root or the wrong folder
  // (`/images/hero.jpg`, `images/hero.jpg`), or a file renamed `hero.JPG`.
  const images = [resolve(baseDir, 'images'), resolve(baseDir, '../images')].find((dir) => existsSync(dir));
  const name = images && readdirSync(images).find((other) => other.toLowerCase() === basename(src).toLowerCase());
  const path = name && relative(baseDir, join(images, name)).split(sep).join('/');
  const meant = path ? ` Did you mean "${path.startsWith('.') ? path : `./${path}`}"?` : '';
  return `No image at "${src}" (looked for ${relative(process.cwd(), file)}).${meant} Add the file there or fix the path${
    nearby.length > 0 ? `; images in that folder: ${nearby.join(', ')}` : ''
  }.`;
}

/** What a picture in another format than its name says would do on the page, by the format Astro reads in it. */
const UNSHOWN: Record<string, string> = {
  heic: 'a HEIC photo, as a phone saves them, which most browsers cannot show',
  heif: 'a HEIC photo, as a phone saves them, which most browsers cannot show',
  gif: 'a GIF picture, which the site would show in 256 colours at most',
};

/**
 * Says whether the image is narrower than `minWidth` pixels (or shorter than `minHeight`), cannot be read as one, holds
 * a format browsers do not show under a picture's name, or is cut short. The file is read at once, not awaited: in
 * `astro dev` a file event landing between a schema's checks and its result would be lost.
 */
async function unusablePicture(
  src: string,
  baseDir: string,
  minWidth: number,
  minHeight: number,
): Promise<string | undefined> {
  const file = readFileSync(resolve(baseDir, src));
  const metadata = await imageMetadata(file, src).catch(() => undefined);
  if (!metadata) return `"${src}" cannot be read as an image. Export it again as a JPEG, PNG, WebP or AVIF file.`;
  const { format, width, height } = metadata;
  if (!PICTURE.test(`.${format}`)) {
    const held = UNSHOWN[format] ?? `a ${format.toUpperCase()} picture, which browsers cannot show`;
    return `"${src}" holds ${held}, under the name of a ${extname(src).slice(1).toUpperCase()}. Export it as a JPEG (or a PNG, WebP or AVIF) into content/images/, and point src at that file.`;
  }
  if (width < minWidth)
    return `"${src}" is ${width} pixels wide, and would look blurred on large screens. Use a picture at least ${minWidth} pixels wide (a larger export of the same photo will do).`;
  if (height < minHeight)
    return `"${src}" is ${height} pixels tall: it is shown cut to ${minWidth} × ${minHeight}, and a shorter picture would come out another shape. Use one at least ${minHeight} pixels tall (a larger export, or a crop, of the same photo will do).`;
  // Its header is whole, but the picture may not be: Astro would ship its top rows over grey. Decoding it to a
  // thumbnail reads every byte (a JPEG is decoded at an eighth of its size), in a few milliseconds.
  const whole = await sharp(file, { failOn: 'truncated' })
    .resize(16)
    .raw()
    .toBuffer()
    .then(
      () => true,
      () => false,
    );
  if (whole) return undefined;
  return `"${src}" is cut short: the file ends before the picture does, as when a copy or download stops part way. Copy or export it again.`;
}
