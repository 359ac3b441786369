import type * as Satteri from 'satteri';
import { MDX_COMPONENTS, type ComponentName, type ComponentRules } from '../components/mdx/names';
import { didYouMean } from '../lib/closestName';
import { isPlaceholderShape, markupIn } from '../lib/placeholders';
import { ADDRESS, addressOf } from '../lib/routes';

// How the MDX compile (mdxPlaceholders.ts) holds the components a page uses to src/components/mdx/names.ts: each
// function stops with a copywriter's message, naming what to write instead.

export type Position = Satteri.MdxTextExpression['position'];
export type Element = Satteri.MdxJsxFlowElement | Satteri.MdxJsxTextElement;

/**
 * A note to other editors, `{/* … *\/}` (or a paragraph of nothing else): the page never shows it, so it may stand
 * between the cards of a grid, or in a component that draws all it shows itself.
 */
function isNote(node: { type: string; value?: unknown; children?: unknown }): boolean {
  if (/^mdx(Flow|Text)Expression$/.test(node.type)) return /^\s*\/\*[\s\S]*\*\/\s*$/.test(String(node.value));
  const children = (node.type === 'paragraph' && (node.children as (typeof node)[])) || [];
  const blank = (child: typeof node) => child.type === 'text' && !String(child.value).trim();
  return children.length > 0 && children.every((child) => isNote(child) || blank(child));
}

/**
 * Stops with a copywriter's message where a component is not written as src/components/mdx/names.ts says: a
 * misspelt attribute, a value it does not take, a required one missing, a name the page's frontmatter lacks
 * (`image="valey"`), no list for a component that shows one, no text in one that needs it, or text in one that would
 * leave it out. Unchecked, each of those would draw the page without it (no heading, the default tone), or stop it
 * at render with no line. A `{…}` value is MDX's, and left to it, unless it is written as a placeholder.
 * `page` is the page's frontmatter, as Astro parsed it; without it (a compile of a string), names are not checked.
 */
export function checkComponent(
  component: ComponentName,
  { attributes: written, position, children }: Element,
  page: Record<string, unknown> | undefined,
  anchors: Map<string, number | undefined>,
  stop: (message: string) => never,
) {
  const { attributes, reads, text, closed }: ComponentRules = MDX_COMPONENTS[component];
  const names = Object.keys(attributes);
  const quoted = (words: readonly string[]) => words.map((word) => `"${word}"`).join(', ');
  for (const attribute of written) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    const { name, value } = attribute;
    const rule = attributes[name];
    if (!rule) {
      const guess = didYouMean(name, names);
      stop(
        `<${component}> has no attribute "${name}".${guess} It takes: ${quoted(names) || 'none'} (see content/README.md).`,
      );
    }
    const tag = `<${component} ${name}${typeof value === 'string' ? `="${value}"` : ''}>`;
    if (rule.flag && typeof value === 'string') {
      stop(`${tag}: write ${name} on its own, with no ="…", or leave it out.`);
    }
    if (!rule.flag && value === null) stop(`${tag}: ${name} needs a value, as in ${name}="…".`);
    // heading={brand}: MDX would look for a variable `brand` as the page renders, and stop with no line.
    if (!rule.flag && typeof value === 'object' && value && isPlaceholderShape(value.value)) {
      stop(
        `<${component} ${name}={${value.value}}>: a value takes quotes, with any placeholder inside them, as in ${name}="{${value.value.trim()}}".`,
      );
    }
    // An empty heading or caption would be drawn as a gap with no name; an empty message would open an empty chat.
    if (typeof value === 'string' && value.trim() === '') {
      stop(`${tag}: ${name} is empty. Write it between the quotes${rule.required ? '' : ', or leave it out'}.`);
    }
    const markup = typeof value === 'string' ? markupIn(value) : undefined;
    if (markup) {
      stop(
        // Without the value, whose marks Astro's terminal and overlay would render.
        `<${component} ${name}="…">: ${markup} would show on the page as typed: an attribute is plain text. Bold, italics and links work in the text between a component's tags.`,
      );
    }
    if (rule.values && typeof value === 'string' && !rule.values.includes(value)) {
      stop(`${tag}: ${name} is one of ${quoted(rule.values)}.${didYouMean(value, rule.values)}`);
    }
    if (rule.anchor && typeof value === 'string') {
      // An address that starts with a letter: `#2026` would need escaping in a CSS selector.
      if (!ADDRESS.test(value) || !/^[a-z]/.test(value)) {
        const fixed = addressOf(value).replace(/^[-\d]+/, '') || 'our-story';
        stop(
          `${tag}: ${name} becomes the section's address (#${fixed}), so it takes lowercase letters, digits and hyphens only, and starts with a letter. Write ${name}="${fixed}".`,
        );
      }
      if (anchors.has(value)) {
        stop(`${tag}: the <${component}> at line ${anchors.get(value)} has this ${name} already. Give each its own.`);
      }
      anchors.set(value, position?.start.line);
    }
    if (rule.under && page && typeof value === 'string') {
      const entries = page[rule.under];
      const known = entries && typeof entries === 'object' ? Object.keys(entries) : [];
      if (!known.includes(value)) {
        const help = known.length
          ? `${didYouMean(value, known)} Names under ${rule.under}: ${known.join(', ')}.`.trim()
          : `Add a "${rule.under}:" block with "${value}:" under it (see content/README.md).`;
        stop(`${tag}: this page's frontmatter has no ${rule.under}.${value}. ${help}`);
      }
    }
  }
  for (const name of names.filter((known) => attributes[known]!.required)) {
    if (!written.some((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === name)) {
      stop(`<${component}> needs ${name}="…" (see content/README.md).`);
    }
  }
  const shown = children.filter((child) => !isNote(child));
  if (text && shown.length === 0) {
    stop(`<${component}> needs its text between <${component}> and </${component}> (see content/README.md).`);
  }
  if (closed && shown.length > 0) {
    stop(
      `<${component}> draws all it shows itself, and would leave out what is written between its tags: write it closed, as <${component} … />, and move that text into the section around it.`,
    );
  }
  if (reads && page && !Array.isArray(page[reads])) {
    stop(`<${component} /> shows the frontmatter's "${reads}:" list, and this page has none (see content/README.md).`);
  }
}

/** Each part of a page's frontmatter the body shows, and the component (with the attribute naming it) that shows it. */
const SHOWN_BY = Object.entries(MDX_COMPONENTS as Record<string, ComponentRules>).flatMap(([component, rules]) => [
  ...(rules.reads ? [{ field: rules.reads, component, attribute: undefined }] : []),
  ...Object.entries(rules.attributes).flatMap(([attribute, { under }]) =>
    under ? [{ field: under, component, attribute }] : [],
  ),
]);

/**
 * The first part of the page's frontmatter its body never shows (`shown` holds what it did show: `images.valley`,
 * `faq`): a picture, carousel or list a copywriter added and the page would leave out without a word.
 */
export function unshown(page: Record<string, unknown>, shown: Set<string>) {
  for (const { field, component, attribute } of SHOWN_BY) {
    const value = page[field];
    // Nothing there, or not the shape its schema takes (`images:` left empty), which the content loader reports.
    if (!value || typeof value !== 'object' || (attribute !== undefined) === Array.isArray(value)) continue;
    for (const name of attribute ? Object.keys(value) : [undefined]) {
      const path = name === undefined ? field : `${field}.${name}`;
      if (shown.has(path)) continue;
      const tag = attribute ? `<${component} ${attribute}="${name}">` : `<${component} />`;
      const fix = attribute ? `Show it with ${tag}` : `Add ${tag} inside a <Section>`;
      return {
        path,
        message: `${path} in the frontmatter is shown nowhere: the body has no ${tag}. ${fix}, or remove it.`,
      };
    }
  }
  return undefined;
}

/**
 * A list's items go in it and nowhere else, and it holds nothing else (`inside` in names.ts): a `<Card>` outside a
 * `<CardGrid>`, or text between its cards, would be list markup out of place, drawn unstyled. A `<Section>` goes
 * in the page itself.
 */
export function checkNesting(
  component: ComponentName,
  node: Element,
  ctx: Satteri.MdastVisitorContext,
  stop: (message: string, position: Position) => never,
) {
  const nameOf = (other?: object) => (other && 'name' in other ? other.name : undefined);
  // A band inside a band would be drawn indented, with the outer one's pictures pushed below it.
  const around = ctx.parent(node);
  if (component === 'Section' && around?.type !== 'root') {
    const outer = nameOf(around) ?? 'Section';
    stop(
      `<Section> goes in the page itself, after the one before it, not inside <${outer}>: close the <${outer}> above with </${outer}> first.`,
      node.position,
    );
  }
  const { inside }: ComponentRules = MDX_COMPONENTS[component];
  if (inside && nameOf(ctx.parent(node)) !== inside) {
    stop(
      `<${component}> goes inside <${inside}>: <${inside}>, then each <${component}>, then </${inside}>.`,
      node.position,
    );
  }
  const item = Object.entries(MDX_COMPONENTS).find(([, rules]) => 'inside' in rules && rules.inside === component)?.[0];
  for (const child of item ? node.children : []) {
    if (nameOf(child) !== item && !isNote(child)) {
      stop(`<${component}> holds only <${item}> elements: move this out of it, or into a <${item}>.`, child.position);
    }
  }
}
