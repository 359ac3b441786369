import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';

/** What the headings set: Basic Latin, a non-breaking space, £, and the typesetting's ‘ ’ “ ” – — …. */
const HEADINGS = 'U+20-7E,U+A0,U+A3,U+2013-2014,U+2018-2019,U+201C-201D,U+2026';

/** The code points of a `unicode-range`, written without wildcards. */
const codePoints = (range: string) =>
  range.split(',').flatMap((part) => {
    const [from = 0, to = from] = part
      .slice(2)
      .split('-')
      .map((hex) => parseInt(hex, 16));
    return Array.from({ length: to - from + 1 }, (_, index) => from + index);
  });

/** Sorted code points as a `unicode-range`, runs joined: [0x41, 0x42, 0x43, 0xa3] → U+41-43, U+A3. */
function unicodeRange(codes: number[]): [string, ...string[]] {
  const runs: [number, number][] = [];
  for (const code of codes) {
    const last = runs.at(-1);
    if (last && last[1] === code - 1) last[1] = code;
    else runs.push([code, code]);
  }
  const hex = (code: number) => code.toString(16).toUpperCase();
  const [first, ...rest] = runs.map(([from, to]) => `U+${hex(from)}${to > from ? `-${hex(to)}` : ''}`);
  return [first!, ...rest];
}

interface Files {
  src: [URL | string];
  unicodeRange: [string, ...string[]];
}

/**
 * A @fontsource Latin file as two faces of the Fonts API's local provider, both with `face`'s weight, style…; the
 * first is the one to preload. Every page's h1 is set in this face, and the whole file competed on a slow link with
 * the HTML and the hero picture, for a few dozen characters: the first face is cut from it to what headings set, at
 * build time and in `astro dev` (kept in node_modules/.astro/ for the next run). The second is the whole file, for
 * the rest of Latin, so that a heading with an "é" is still set in the face: a browser fetches it only for such a page.
 */
export async function headingFaces<const Face>(source: string, face: Face): Promise<[Face & Files, Face & Files]> {
  const file = createRequire(import.meta.url).resolve(source);
  const font = readFileSync(file);
  const headings = codePoints(HEADINGS);
  const subset = String.fromCodePoint(...headings);
  const key = createHash('sha256').update(font).update(subset).digest('hex').slice(0, 16);
  const cut = new URL(`../../node_modules/.astro/display-font/${key}.woff2`, import.meta.url);
  if (!existsSync(cut)) {
    mkdirSync(new URL('./', cut), { recursive: true });
    // Written whole or not at all: Vitest's workers may load the config, and make the file, at once.
    const part = new URL(`${key}.${process.pid}.tmp`, cut);
    writeFileSync(part, await subsetFont(font, subset, { targetFormat: 'woff2' }));
    renameSync(part, cut);
  }
  // The Latin range @fontsource gives this file (its unicode.json, which the package does not export).
  const latin: Record<string, string> = JSON.parse(readFileSync(join(dirname(file), '../unicode.json'), 'utf8'));
  const rest = codePoints(latin['latin']!).filter((code) => !headings.includes(code));
  return [
    { ...face, src: [cut], unicodeRange: unicodeRange(headings) },
    { ...face, src: [file], unicodeRange: unicodeRange(rest) },
  ];
}
