import type { SiteData } from '../content/schemas/site';
import { didYouMean } from './closestName';
import { FIGURE_NAMES, mapValues, offerFigures, type FigureName, type Offer } from './figures';

// The names copywriters may write as `{name}` anywhere in content, and the fill: every figure of the offer and the
// names site.yaml sets. The MDX plugin (src/integrations/mdxPlaceholders.ts), the schemas and src/content/ call it.

type SiteNames = Pick<
  SiteData,
  'brand' | 'operator' | 'chat' | 'company' | 'approval' | 'completion' | 'depositProtection' | 'protection'
>;

/** The placeholders site.yaml sets, and where: these fields of site.yaml take no placeholders themselves. */
const SITE_NAMES = {
  brand: (site) => site.brand,
  operator: (site) => site.operator,
  app: (site) => site.chat.app,
  company: (site) => site.company.legalName,
  companyNumber: (site) => site.company.number,
  registeredIn: (site) => site.company.registeredIn,
  registeredOffice: (site) => site.company.registeredOffice,
  privacyEmail: (site) => site.company.privacyEmail,
  approval: (site) => site.approval,
  completion: (site) => site.completion,
  depositProtection: (site) => site.depositProtection,
  protection: (site) => site.protection,
} satisfies Record<string, (site: SiteNames) => string>;

export type PlaceholderName = FigureName | keyof typeof SITE_NAMES;
export type PlaceholderValues = Readonly<Record<PlaceholderName, string>>;
export const PLACEHOLDER_NAMES = [...FIGURE_NAMES, ...(Object.keys(SITE_NAMES) as (keyof typeof SITE_NAMES)[])];

// Spaces inside the braces are allowed, as MDX allows them in a page body: `{ price }` is `{price}`. A name
// misspelt with digits, `_`, `-` or spaces (`{studio_size}`, `{price short}`) is still a placeholder, an unknown one:
// in a page's body MDX would otherwise run it as code, and the page fail with "studio_size is not defined".
const PLACEHOLDER = /\{\s*([A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*)*)\s*\}/g;

const WHOLE_PLACEHOLDER = new RegExp(`^${PLACEHOLDER.source}$`);

/** Whether an MDX expression's code (between its braces) is written as a placeholder, known or not. */
export const isPlaceholderShape = (code: string) => WHOLE_PLACEHOLDER.test(`{${code}}`);

export function placeholderValues(offer: Offer, site: SiteNames): PlaceholderValues {
  return { ...offerFigures(offer), ...mapValues(SITE_NAMES, (value) => value(site)) };
}

export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

/** Whether `text` has a brace that belongs to no placeholder, e.g. "{price" with its closing brace missing. */
export const hasStrayBrace = (text: string) => /[{}]/.test(text.replace(PLACEHOLDER, ''));
export const STRAY_BRACE =
  'A { or } here belongs to no placeholder and would show as typed. Write a placeholder with both braces, as in {price}, or remove the brace.';

/**
 * Markdown or HTML carried over from a page's body (bold, a link, `<br>`) into text shown as typed (a field, a
 * component's attribute), named in words: Astro's terminal output would read the marks themselves as formatting.
 */
export function markupIn(text: string): string | undefined {
  const [markup, bold, link, tag] = /(\*\*|__)|\[([^\]]*)\]\([^)]*\)|(<\/?[a-z][^>]*>)/i.exec(text) ?? [];
  if (!markup) return undefined;
  return bold ? 'Markdown bold (two asterisks or underscores)' : tag ? `The tag ${tag}` : `The link on "${link}"`;
}

/**
 * Amounts (in £, or another currency a copywriter might reach for), percentages, areas and counted units, months or
 * years: the figures that belong in offer.yaml. A comma, or a space of any width (£35 000), parts an amount's thousands
 * only before three digits: "from £35,000, paid…" is £35,000.
 */
const AMOUNT = String.raw`\d+(?:[, \u00a0\u2009\u202f]\d{3}(?!\d))*(?:\.\d+)?`;
const FIGURE = new RegExp(
  [
    String.raw`[£$€]\s?${AMOUNT}k?`,
    String.raw`\b(?:GBP|EUR|USD)\s?${AMOUNT}`,
    String.raw`\b${AMOUNT}\s?(?:GBP|EUR|USD|pounds?|euros?)\b`,
    String.raw`\b\d+(?:\.\d+)?\s?%`,
    String.raw`\b\d+(?:,\d{3})*\s?(?:sq\.?\s?(?:ft|m)\b|square\s(?:feet|foot|metres?|meters?)\b|m²)`,
    String.raw`\b\d+(?:\.\d+)?[\s-](?:units?|months?|years?|year)\b`,
  ].join('|'),
  'gi',
);

/** A figure as it compares, however written: "£35000" is "£35,000", "200 square feet" and "200sqft" are "200 sq ft". */
const figureKey = (figure: string) =>
  figure
    .toLowerCase()
    .replace(/square\s(feet|foot)|sq\.\s?ft/, 'sqft')
    .replace(/[\s,]/g, '');

/** Whole pounds in a figure's value (`£35,000`, `£35k`), or undefined for one not in pounds. */
const poundsIn = (value: string) => {
  const [, number, k] = /^£([\d,.]+)(k?)$/i.exec(value) ?? [];
  return number ? Number(number.replaceAll(',', '')) * (k ? 1000 : 1) : undefined;
};

/**
 * An amount in thousands without its £ ("from 35k"): a figure only where it is one of the offer's amounts, since
 * "4K screens" and "a 10k run" are not.
 */
const THOUSANDS = /(?<![£$€\w.,])\d+(?:\.\d+)?k\b/gi;

/**
 * Each figure typed into `text` (`£35,000`, `60 months`, `35k`), where it starts, and the fix: the placeholders whose
 * value it is, or else where the site's figures come from. Typed, a figure would stay behind when offer.yaml changes.
 */
export function typedFigures(
  text: string,
  values: PlaceholderValues,
): { figure: string; index: number; fix: string }[] {
  const names = (value: string) => PLACEHOLDER_NAMES.filter((name) => figureKey(values[name]) === figureKey(value));
  const writeInstead = (found: PlaceholderName[]) =>
    `write ${found.map((name) => `{${name}}`).join(' or ')} instead, so it follows content/offer.yaml`;
  const figures = [...text.matchAll(FIGURE)].map(({ 0: figure, index }) => {
    // "35,000 GBP" and "35000 pounds" are £35,000.
    const pounds = /GBP|pound/i.test(figure) ? '£' : '';
    const number = pounds + (/£?\s?\d[\d,.\s]*k?%?/.exec(figure)?.[0].replace(/\s/g, '') ?? figure);
    const found = [figure, number].map(names).find((list) => list.length) ?? [];
    const fix = found.length
      ? writeInstead(found)
      : "it is not one of the offer's figures, which all come from content/offer.yaml: take it out, or have it added there";
    return { figure, index, fix };
  });
  const thousands = [...text.matchAll(THOUSANDS)].flatMap(({ 0: figure, index }) => {
    const byAmount = PLACEHOLDER_NAMES.filter((name) => poundsIn(values[name]) === poundsIn(`£${figure}`));
    const found = [names(`£${figure}`), byAmount].find((list) => list.length) ?? [];
    return found.length ? [{ figure, index, fix: writeInstead(found) }] : [];
  });
  return [...figures, ...thousands].sort((a, b) => a.index - b.index);
}

/**
 * The first of site.yaml's names (brand, operator, messaging app) typed into `text` as a whole word, in any capitals,
 * where it starts, and the fix, as `typedFigures` gives a figure's: typed, a page would keep the old name once
 * site.yaml changes it, as the invented names will.
 */
function typedName(text: string, values: PlaceholderValues) {
  const found = (['brand', 'operator', 'app'] as const).flatMap((name) => {
    const value = values[name].trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const match = value && new RegExp(`(?<![\\p{L}\\p{N}])${value}(?![\\p{L}\\p{N}])`, 'iu').exec(text);
    const field = name === 'app' ? 'chat: app:' : `${name}:`;
    const fix = `write {${name}} instead, so it follows the ${field} field of content/site.yaml`;
    return match ? [{ name, typed: match[0], index: match.index, fix }] : [];
  });
  return found.sort((a, b) => a.index - b.index)[0];
}

/**
 * "Never type a figure" (content/README.md), nor in copy a name site.yaml sets (a file's name or an id may hold one):
 * the first typed into `text`, where it starts, and the copywriter's message, `into` naming where it was typed
 * ("the page", "site.yaml").
 */
export function firstTyped(text: string, values: PlaceholderValues, into: string, isCopy = true) {
  const [figure] = typedFigures(text, values);
  if (figure) return { ...figure, message: `"${figure.figure}" is a figure typed into ${into}: ${figure.fix}.` };
  const name = isCopy ? typedName(text, values) : undefined;
  return name && { ...name, message: `"${name.typed}" is a name typed into ${into}: ${name.fix}.` };
}

export function isPlaceholderName(name: string): name is PlaceholderName {
  return (PLACEHOLDER_NAMES as readonly string[]).includes(name);
}

/** The one message for an unknown name, e.g. `home.mdx:12: unknown placeholder {prise}. Did you mean {price}? …`. */
export function unknownPlaceholderMessage(name: string, where?: string): string {
  return `${where ? `${where}: u` : 'U'}nknown placeholder {${name}}.${didYouMean(name, PLACEHOLDER_NAMES, (known) => `{${known}}`)} The placeholders are: ${PLACEHOLDER_NAMES.map((known) => `{${known}}`).join(', ')}.`;
}

/** Fills `{name}` placeholders in `text` and sets its quotes (`typeset`); an unknown name throws the message above. */
export function fillText(text: string, values: PlaceholderValues, where?: string): string {
  const fill = (_whole: string, name: string) => {
    if (!isPlaceholderName(name)) throw new Error(unknownPlaceholderMessage(name, where));
    return values[name];
  };
  return typeset(text.replace(PLACEHOLDER, fill));
}

/** Curly quotes for copy typed with straight ones, as the Markdown processor sets MDX prose: "it's" → "it’s". */
export function typeset(text: string): string {
  return text
    .replace(/(^|[\s([{‘“-])'/g, '$1‘')
    .replace(/'/g, '’')
    .replace(/(^|[\s([{‘-])"/g, '$1“')
    .replace(/"/g, '”');
}

/** An image Astro has resolved (its `src`, `width`, `format`…): metadata, not copy. */
const isResolvedImage = (value: object) => 'src' in value && 'width' in value && 'format' in value;

/** Every text inside `data` (frontmatter, site.yaml) with its field path: `footer.riskNotice`, `nav.0.name`. */
export function* texts(data: unknown, path = ''): Generator<[path: string, text: string]> {
  if (typeof data === 'string') yield [path, data];
  else if (data && typeof data === 'object' && !isResolvedImage(data)) {
    for (const [key, item] of Object.entries(data)) yield* texts(item, path ? `${path}.${key}` : key);
  }
}

/** Fills every string inside `data` (frontmatter, site.yaml), leaving numbers, images and the shape alone. */
export function fillData<T>(data: T, values: PlaceholderValues, where?: string): T {
  if (typeof data === 'string') return fillText(data, values, where) as T;
  if (Array.isArray(data)) return data.map((item: unknown) => fillData(item, values, where)) as T;
  const isPlainObject = typeof data === 'object' && data !== null && Object.getPrototypeOf(data) === Object.prototype;
  // An image Astro has resolved is never filled: its metadata carries hidden fields a copy would lose.
  if (isPlainObject && !isResolvedImage(data)) {
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, fillData(value, values, where)])) as T;
  }
  return data;
}
