import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Definition, Link } from 'mdast';
import type * as Satteri from 'satteri';
import { parse } from 'yaml';
import { MDX_COMPONENTS, type ComponentName, type ComponentRules } from '../components/mdx/names';
import { frontmatterOf, linkablePages, lineOf, noFrontmatter } from '../content/loaders';
import { offerSchema } from '../content/schemas/offer';
import { brandInTitle } from '../content/schemas/page';
import { didYouMean } from '../lib/closestName';
import { ADDRESS, HOME_PAGE, pagePath, routeOf } from '../lib/routes';
import {
  fillText,
  firstTyped,
  hasStrayBrace,
  isPlaceholderShape,
  placeholderValues,
  STRAY_BRACE,
  texts,
  type PlaceholderValues,
} from '../lib/placeholders';
import { checkComponent, checkNesting, unshown, type Element, type Position } from './mdxComponentChecks';
import { invalidateEverywhere } from './freshContentStore';

const SOURCES = ['content/offer.yaml', 'content/site.yaml'] as const;

/**
 * Every placeholder's value. The offer is checked by its collection's schema again, so that in `astro dev` a page
 * recompiled before the collection reloads still shows the file's error, never the last good figures.
 */
export function readPlaceholderValues(root: URL): PlaceholderValues {
  const [offer, site] = SOURCES.map((file) => parse(readFileSync(new URL(file, root), 'utf8')));
  const checked = offerSchema.safeParse(offer);
  if (checked.success) return placeholderValues(checked.data, site);
  const issues = checked.error.issues.map((issue) => `  ${issue.path.join('.') || '(file)'}: ${issue.message}`);
  throw new Error(`content/offer.yaml does not match its schema.\n${issues.join('\n')}`);
}

/** What a link in a page's body may lead to: each page's route, with its sections' ids (its anchors). */
function linkTargets(root: URL): Map<string, string[]> {
  const folder = new URL('content/pages/', root);
  return new Map(
    linkablePages(fileURLToPath(folder)).map((id) => {
      const source = readFileSync(new URL(`${id}.mdx`, folder), 'utf8');
      const ids = [...source.matchAll(/<Section\b[^>]*?\sid="([^"]*)"/g)].map((match) => match[1]!);
      return [pagePath(id), ids];
    }),
  );
}

/** A URL with a scheme (https:, mailto:, tel:) or another host (//…): not a file or page of the site. */
const REMOTE = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/** A chat link to the messaging app written by hand: `https://wa.me/44…`, `https://api.whatsapp.com/send?…`. */
const CHAT = /^(https?:)?\/\/([\w-]+\.)*(wa\.me|whatsapp\.com)(\/|$)/i;

/**
 * The page a link names by its file where its address belongs, as site.yaml's `page:` names pages: `investment.mdx`,
 * `./investment.md`, `../pages/investment.mdx`, `/pages/investment`, and `home` or `/home` (the home page is `/`).
 * Its file name, or undefined for a link written otherwise. No page's address ends in `.mdx`, or starts with /pages/.
 */
function pageFile(path: string): string | undefined {
  const bare = path.replace(/^(\.{0,2}\/)+/, '');
  const name = bare.replace(/^(content\/)?pages\//, '').replace(/\.mdx?$/i, '');
  return ADDRESS.test(name) && (name !== bare || name === HOME_PAGE) ? name : undefined;
}

/** How a link's address starts: a page or section of the site, another site, mail, a phone. */
const LINK_START = String.raw`(?:[/#]|https?:|mailto:|tel:)`;

/**
 * `[text](address)` Markdown leaves as text, with the fix: a gap before the `(`, spaces in the address. The fix never
 * writes the link whole: Astro's overlay would render it as one, and show only its text.
 */
const BROKEN_LINKS: [RegExp, (match: RegExpExecArray) => string][] = [
  [
    new RegExp(String.raw`\[([^\]\n]+)\]\s+\((${LINK_START}[^\s()]*)\)`),
    ([, text, url]) => `a link's ] and ( touch. Take out the space between "[${text}]" and "(${url})"`,
  ],
  [
    new RegExp(String.raw`\[([^\]\n]+)\]\((${LINK_START}[^()\n]*\s[^()\n]*)\)`),
    ([, , url = '']) =>
      `a link's address takes no spaces. Write its address as ${url.startsWith('tel:') ? url.replaceAll(' ', '') : url.replaceAll(' ', '-')}`,
  ],
];

const noSection = (page: string, anchor: string, ids: readonly string[]) =>
  `${page} has no section with id="${anchor}"${ids.length ? `.${didYouMean(anchor, ids)} Its sections: ${ids.join(', ')}.` : ', nor any section with an id.'}`;

// No Markdown link syntax in these messages: Astro's overlay and terminal would render it as a link.
const PICTURE_HELP =
  'Save the picture in content/images/, list it under images: in the frontmatter (src and alt), and show it with <Section image="…"> (see content/README.md).';

const TABLE_HELP =
  "A page's tables are <SummaryTable> (its rows under summary: in the frontmatter) and <ProjectionTable>, styled and scrolling sideways on a phone (see content/README.md).";

/** HTML a page's body may not hold, with what to write instead: each would be drawn unstyled, or load or run more. */
const EMBEDDED: [RegExp, string][] = [
  [/^table$/, TABLE_HELP],
  [/^(img|picture)$/, PICTURE_HELP],
  [/^(iframe|object|embed|video|audio)$/, 'The site loads nothing from other sites: link to it instead.'],
  [/^(script|style|link)$/, "A page runs the site's own code and styles only."],
  [
    /^(div|p|center|font|blockquote|hr|pre|ul|ol|li|dl|dt|dd)$/,
    'Write it in Markdown instead: a paragraph is text with a blank line above and below it, a list starts each item with "- ", and a note beside the text is a <Notice>.',
  ],
  [
    /^(form|input|button|select|textarea)$/,
    'The site takes no forms: a visitor reaches the team through a <ChatButton>.',
  ],
  // As `#` and `##` are: level with the page's main heading or a section's, outside the outline the site draws.
  [
    /^(h1|h2|section)$/,
    'Start a new <Section heading="…"> (with a capital S) for a band of the page, or write ### for a heading inside one.',
  ],
];

/** A page has no code to show: in backticks, copy is drawn in the browser's typewriter face, placeholders unfilled. */
const codeMessage = (typed: string) =>
  `text in backticks (${typed}) would be drawn as code, in a typewriter face, exactly as typed: a placeholder in it would show its braces. Write it without the backticks.`;

type Expression = Satteri.MdxTextExpression | Satteri.MdxFlowExpression;

/**
 * The Sätteri (Astro 7's Markdown processor) plugin that fills `{price}`… in MDX prose and component attributes and
 * sets their quotes (`{1 + 1}` is left to MDX). What would draw a broken page or break a promise of the site stops the
 * compile with what to write instead: an unknown placeholder, component or attribute, text outside a <Section>, a `#`
 * heading, a dead link, a Markdown table, footnote or picture, a frontmatter part the body never shows, an embed. It
 * imports the components the page uses, so a page's module graph, and its CSS, holds only those.
 */
export function mdxPlaceholders(root: URL): Satteri.MdastPluginDefinition {
  let values: PlaceholderValues;
  let file = '';
  let used: Set<ComponentName>;
  /** The anchors (`id`s) the page has given so far, with their lines: each one once. */
  let anchors: Map<string, number | undefined>;
  let page: Record<string, unknown> | undefined;
  /** What of the page's frontmatter the body has shown so far: `images.valley`, `faq` (see `unshown`). */
  let shown: Set<string>;
  let targets: Map<string, string[]>;
  /** Links to `#anchor` on this page, checked once all its sections are known. */
  let ownAnchors: { anchor: string; position: Position }[];
  /** The page's `<Section>`s so far. */
  let sections: number;
  const at = (position: Position) => (position ? `${file}:${position.start.line}:${position.start.column}` : file);
  /** Stops the compile; @astrojs/mdx reads `line` and `column` to place its overlay's code frame at `position`. */
  const fail = (error: Error, position: Position): never => {
    throw Object.assign(error, { line: position?.start.line, column: position?.start.column });
  };
  /** The position of a line (and column) of the file, for a message about it; none when the line is unknown. */
  const atLine = (line: number | undefined, column = 1): Position =>
    line ? { start: { line, column }, end: { line, column } } : undefined;
  /** Stops the compile with a copywriter's message, prefixed with the file, line and column of `position`. */
  const stopAt = (message: string, position: Position): never =>
    fail(new Error(`${at(position)}: ${message}`), position);
  const fill = (text: string, position: Position) => {
    try {
      return fillText(text, values, at(position));
    } catch (error) {
      return fail(error as Error, position);
    }
  };

  /** The first figure, or in copy name, typed into `text`, with its message (see `firstTyped`). */
  const typedValue = (text: string, isCopy?: boolean) => firstTyped(text, values, 'the page', isCopy);

  /** A link to a page of the site leads to one, and to a section it has; other sites are the visitor's to follow. */
  const link = (url: string, position: Position) => {
    const [path = '', anchor] = url.split('#');
    if (CHAT.test(url)) {
      return stopAt(
        `The link to ${url}: a chat link written by hand opens in this tab, to a number typed into the page, with no message. Write <ChatButton message="…">its label</ChatButton>: it opens the number in site.yaml, in a new tab, with the message.`,
        position,
      );
    }
    if (REMOTE.test(url) || url === '#') return;
    if (path === '' && anchor !== undefined) return void ownAnchors.push({ anchor, position });
    // Another site's address without its https:// (`www.example.com`), not a file (`residences.html`); an email.
    const domain = /^(?:[a-z\d-]+\.)+([a-z]{2,})(?:[/?#]|$)/i.exec(url)?.[1];
    if (domain && !/^(html?|mdx?|pdf|jpe?g|png|webp|avif|svg|docx?)$/i.test(domain)) {
      return stopAt(
        `The link to "${url}": a link to another site is written in full, from https://: write https://${url}.`,
        position,
      );
    }
    if (/^[^\s@/]+@[^\s@/]+$/.test(url)) {
      return stopAt(`The link to "${url}": an email address takes mailto: before it: write mailto:${url}.`, position);
    }
    const noPage = (address: string) => {
      const routes = [...targets.keys()].sort();
      const guess = didYouMean(address, routes, (route) => route);
      return stopAt(
        `The link to ${url}: there is no page at ${address}.${guess} The pages: ${routes.join(', ')}.`,
        position,
      );
    };
    // The fix is the page's address, a link that works: "write /investment.mdx" would only fail again.
    const file = pageFile(path);
    if (file !== undefined) {
      const route = pagePath(file);
      const ids = targets.get(route);
      if (!ids) return noPage(route);
      if (anchor !== undefined && !ids.includes(anchor)) return stopAt(noSection(route, anchor, ids), position);
      return stopAt(
        `The link to "${url}": a link leads to a page's address, not to its file: content/pages/${file}.mdx is the page at ${route}. Write ${route}${anchor === undefined ? '' : `#${anchor}`}.`,
        position,
      );
    }
    if (!path.startsWith('/')) {
      const fixed = `/${url.replace(/^(\.\.?\/)+/, '')}`;
      return stopAt(
        `The link to "${url}": a link to a page of the site starts with a slash, from its root: write ${fixed}.`,
        position,
      );
    }
    const route = routeOf(path);
    const ids = targets.get(route);
    if (!ids) return noPage(path);
    if (anchor !== undefined && !ids.includes(anchor)) stopAt(noSection(route, anchor, ids), position);
  };

  /**
   * A link's address, inline or by reference, its placeholders filled (`[write to us](mailto:{privacyEmail})`) and
   * then checked. A link keeps its text: Sätteri splices its children back in (`_keepChildren`, as for attributes).
   * A telephone number's spaces become non-breaking ones, so that it never breaks across lines.
   */
  const address = (node: Link | Definition, ctx: Satteri.MdastVisitorContext) => {
    const url = fill(node.url, node.position);
    link(url, node.position);
    if (node.type === 'link' && url.startsWith('tel:')) {
      const unbroken = (child: Link['children'][number]) =>
        child.type === 'text' ? { ...child, value: child.value.replaceAll(' ', '\u00a0') } : child;
      return ctx.replaceNode(node, { ...node, url, children: node.children.map(unbroken) });
    }
    if (url === node.url) return;
    ctx.replaceNode(
      node,
      node.type === 'link' ? ({ ...node, url, children: [], _keepChildren: true } as typeof node) : { ...node, url },
    );
  };

  const expression = (node: Expression, ctx: Satteri.MdastVisitorContext) => {
    // `{{price}}`, as other sites' templates write it: MDX would read an object and fail on the name inside.
    const doubled = /^\s*\{(.*)\}\s*$/s.exec(node.value)?.[1];
    if (doubled !== undefined && isPlaceholderShape(doubled)) {
      stopAt(
        `{${node.value}} has two pairs of braces: a placeholder takes one, as in {${doubled.trim()}}.`,
        node.position,
      );
    }
    if (!isPlaceholderShape(node.value)) return; // a note, {/* … */}, or code a developer wrote
    const text = { type: 'text' as const, value: fill(`{${node.value}}`, node.position) };
    ctx.replaceNode(node, node.type === 'mdxFlowExpression' ? { type: 'paragraph', children: [text] } : text);
  };

  const element = (node: Element, ctx: Satteri.MdastVisitorContext) => {
    if (node.name && /^[A-Z]/.test(node.name)) {
      const stop = (message: string) => stopAt(message, node.position);
      if (!Object.hasOwn(MDX_COMPONENTS, node.name)) {
        const names = Object.keys(MDX_COMPONENTS);
        stop(
          `there is no component <${node.name}>.${didYouMean(node.name, names, (name) => `<${name}>`)} Components a page may use: <${names.join('>, <')}> (see content/README.md).`,
        );
      }
      const name = node.name as ComponentName;
      // Each draws a block: inside a sentence it would cut the paragraph in two (an invalid <div> in a <p>).
      if (node.type === 'mdxJsxTextElement') {
        stop(
          `<${name}> is written inside a sentence, where it would cut the paragraph in two: put it on a line of its own, with a blank line above and below it.`,
        );
      }
      checkComponent(name, node, page, anchors, stop);
      checkNesting(name, node, ctx, stopAt);
      used.add(name);
      const { attributes, reads }: ComponentRules = MDX_COMPONENTS[name];
      if (reads) shown.add(reads);
      for (const attribute of node.attributes) {
        if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') continue;
        const { under, anchor, values: words } = attributes[attribute.name] ?? {};
        if (under) shown.add(`${under}.${attribute.value}`);
        const typed = typedValue(attribute.value, !under && !anchor && !words);
        if (typed) stop(`<${name} ${attribute.name}="…">: ${typed.message}`);
      }
    } else {
      const help = EMBEDDED.find(([tags]) => tags.test(node.name ?? ''))?.[1];
      if (help) stopAt(`a page's body takes no <${node.name}> tag. ${help}`, node.position);
      // The live site's Content-Security-Policy blocks inline styles and handlers; `astro dev` sends no policy.
      const inline = node.attributes.find(
        (attribute) => 'name' in attribute && /^(style|on[a-z]+)$/i.test(attribute.name),
      );
      if (inline && 'name' in inline) {
        stopAt(
          `<${node.name} ${inline.name}="…">: the live site's security policy blocks styles and scripts written into a page (npm run dev sends none, so there they would seem to work). Use what the components offer (tone="…" on a <Section>, a <Notice>), or plain text.`,
          node.position,
        );
      }
      const href = node.attributes.find((attribute) => 'name' in attribute && attribute.name === 'href')?.value;
      if (node.name === 'a' && typeof href === 'string') link(href, node.position);
    }
    /** Attributes the compile sets, which a copywriter never writes. */
    const added: { type: 'mdxJsxAttribute'; name: string; value: null }[] = [];
    const set = (name: string) => added.push({ type: 'mdxJsxAttribute', name, value: null });
    // Below a band hero, the page's first band is on its first screen from a tablet up, where its picture or
    // carousel is often the largest thing: it loads at once, not once laid out (budgets.spec.ts). Below a full
    // hero, which fills the screen, it waits.
    if (node.name === 'Section') sections += 1;
    const has = (name: string) => node.attributes.some((attribute) => 'name' in attribute && attribute.name === name);
    const opening = sections === 1 && (page?.['hero'] as { variant?: unknown } | undefined)?.variant !== 'full';
    if (opening && !has('eager') && (node.name === 'Carousel' || (node.name === 'Section' && has('image'))))
      set('eager');
    // Attributes with placeholders or quotes to set; the rest (ids, names, tones) stay as they are.
    const toFill = node.attributes.some(
      (attribute) => typeof attribute.value === 'string' && /[{}'"]/.test(attribute.value),
    );
    if (!toFill && added.length === 0) return;
    const attributes = node.attributes.map((attribute) => {
      if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') return attribute;
      if (hasStrayBrace(attribute.value))
        stopAt(`${attribute.name}="${attribute.value}": ${STRAY_BRACE}`, node.position);
      return { ...attribute, value: fill(attribute.value, node.position) };
    });
    attributes.push(...added);
    // Sätteri cannot set `attributes` in place; `_keepChildren` (its own marker) splices the children back in.
    ctx.replaceNode(node, { ...node, attributes, children: [], _keepChildren: true } as unknown as Element);
  };

  /**
   * The frontmatter's placeholders and figures, also checked by its schema: in `astro dev` the content store can lag
   * behind a save (seen under load: a 200 with the old frontmatter), and the compile runs after every save.
   */
  const frontmatter = (source: string) => {
    const yaml = frontmatterOf(source);
    let data: unknown;
    try {
      data = parse(yaml ?? '');
    } catch {
      return; // The pages' loader reports broken YAML, with its line.
    }
    const lines = (yaml ?? '').split(/\r?\n/);
    for (const [path, value] of texts(data)) {
      // The file's line: the frontmatter's own line, after the opening `---`.
      const index = lines.findIndex((text) => text.includes(value.split('\n')[0]!));
      const line = index === -1 ? undefined : index + 2;
      try {
        fillText(value, values, `${file}${line ? `:${line}` : ''}: ${path}`);
      } catch (error) {
        fail(error as Error, atLine(line));
      }
      // A picture's `src` is a file's path, never shown: "view 50%.jpg" is a name, not a figure typed into the copy.
      const typed = path.endsWith('src') ? undefined : typedValue(value);
      if (!typed) continue;
      // The tab shows "Residences | {brand}": the brand typed into the title would show twice.
      const twice = path === 'title' && 'name' in typed && typed.name === 'brand';
      const message = twice ? brandInTitle(`"${typed.typed}"`) : typed.message;
      stopAt(`${path}: ${message}`, atLine(line));
    }
  };

  return {
    name: 'placeholders',
    options: { position: true },
    before(_root, ctx) {
      file = ctx.fileURL ? relative(fileURLToPath(root), fileURLToPath(ctx.fileURL)) : 'MDX';
      values = readPlaceholderValues(root);
      used = new Set();
      anchors = new Map();
      shown = new Set();
      targets = linkTargets(root);
      ownAnchors = [];
      sections = 0;
      page = ctx.data.astro?.frontmatter;
      // Pages are files; a compile of a string (the unit tests) has no frontmatter to check.
      if (ctx.fileURL && existsSync(ctx.fileURL)) frontmatter(readFileSync(ctx.fileURL, 'utf8'));
    },
    after(tree, ctx) {
      // A page's body is its bands, one after another: anything between them would meet the screen's edge.
      for (const child of tree.children) {
        // A link's definition (`[offer]: /investment`) and a note (`{/* … */}`) draw nothing, wherever they are written.
        if (child.type === 'definition' || (child.type === 'mdxJsxFlowElement' && child.name === 'Section')) continue;
        if (child.type === 'mdxFlowExpression' && /^\s*(\/\*[\s\S]*?\*\/\s*)+$/.test(child.value)) continue;
        const what = 'name' in child && child.name ? `<${child.name}>` : 'Text';
        stopAt(
          `${what} outside a <Section> would be drawn against the screen's edge, outside every band: move it into a <Section>, between its tags.`,
          child.position,
        );
      }
      for (const { anchor, position } of ownAnchors) {
        if (!anchors.has(anchor)) stopAt(noSection('This page', anchor, [...anchors.keys()]), position);
      }
      const hidden = page && unshown(page, shown);
      if (hidden) {
        // At its line in the frontmatter, found as a schema error's field is.
        stopAt(hidden.message, atLine(ctx.fileURL && lineOf(`  ${hidden.path}: `, fileURLToPath(ctx.fileURL))));
      }
      const imports = [...used].map((name) => {
        const path = fileURLToPath(new URL(`src/components/mdx/${MDX_COMPONENTS[name].file}.astro`, root));
        return `import ${name} from ${JSON.stringify(path)};`;
      });
      if (imports.length) ctx.prependChild(tree, { type: 'mdxjsEsm', value: imports.join('\n') });
    },
    // The compile writes a page's import lines itself (`after`); one a copywriter writes would clash with them.
    mdxjsEsm: (node) => {
      const message =
        'a page takes no import or export lines: its components need none (see content/README.md). Remove this line.';
      stopAt(message, node.position);
    },
    heading: (node) => {
      if (node.depth === 3 && node.children.length === 0) {
        stopAt(
          'a heading written with ### has no words after it, and would leave an empty gap with an address of its own: write the heading after the hashes, or remove the line.',
          node.position,
        );
      }
      if (node.depth === 3) return;
      const level =
        node.depth === 1
          ? "at the level of the page's main heading (h1): hero.heading, in the frontmatter"
          : node.depth === 2
            ? "at the level of a section's own heading (h2)"
            : 'below the smallest heading the site draws, and would be drawn unstyled';
      stopAt(
        `a heading written with ${'#'.repeat(node.depth)} is ${level}. Write ### for a heading inside a section, or start a new <Section heading="…">.`,
        node.position,
      );
    },
    // Markdown the site has no style for, as tables: drawn as the browser's default, they would look unfinished.
    blockquote: (node) =>
      stopAt(
        'a quotation written with > would be drawn unstyled: write it as a paragraph, in quotes, or in a <Notice label="…"> beside the text.',
        node.position,
      ),
    thematicBreak: (node) =>
      stopAt(
        node.position?.start.line === 1
          ? noFrontmatter('---')
          : 'a line written with --- or *** would be drawn unstyled across the section: to part the copy, start a new <Section heading="…">, or write ### for a heading.',
        node.position,
      ),
    // A numbered list starts at 1: one that starts elsewhere is a number opening a sentence at a line's start.
    list: (node) => {
      if (!node.ordered || (node.start ?? 1) === 1) return;
      stopAt(
        `"${node.start}." at the start of a line begins a numbered list, counting from ${node.start}: the page would show the line as item ${node.start} of a list. Write the sentence another way, or put a backslash before the full stop: ${node.start}\\.`,
        node.position,
      );
    },
    inlineCode: (node) => stopAt(codeMessage(`\`${node.value}\``), node.position),
    code: (node) => stopAt(codeMessage('```'), node.position),
    table: (node) => stopAt(`a Markdown table in a page's body would be drawn unstyled. ${TABLE_HELP}`, node.position),
    footnoteReference: (node) =>
      stopAt(
        `a footnote ([^${node.identifier}]) would be shown below the page's last section, far from its sentence: say it in the sentence, or in a <Notice> beside it.`,
        node.position,
      ),
    link: address,
    definition: address,
    image: (node) => {
      const why = REMOTE.test(node.url)
        ? `The picture ${node.url} is on another site, and the site makes no third-party requests.`
        : "A picture written in a page's body would be sent at full size to every screen, a phone's too.";
      stopAt(`${why} ${PICTURE_HELP}`, node.position);
    },
    // MDX reads a { as the start of an expression, but a } on its own as text, which the page would show as typed.
    text: (node) => {
      if (node.value.includes('}')) stopAt(STRAY_BRACE, node.position);
      /** Where in the text `index` falls: the text node may run over several lines. */
      const at = (index: number) => {
        const before = node.value.slice(0, index).split('\n');
        const start = node.position?.start;
        return (
          start &&
          atLine(start.line + before.length - 1, (before.length === 1 ? start.column : 1) + before.at(-1)!.length)
        );
      };
      const typed = typedValue(node.value);
      if (typed) stopAt(typed.message, at(typed.index));
      // A list pasted from a word processor, its bullets typed as characters: the lines would run into one paragraph.
      const bullet = /^[•◦▪‣][ \t]+[^\n]*/m.exec(node.value);
      if (bullet) {
        const item = bullet[0].replace(/[ \t]+/, ' ');
        stopAt(
          `"${item}" starts with a bullet typed as a character, so the lines would run into one paragraph. Start each item with "- " instead, on a line of its own, with a blank line above the list.`,
          at(bullet.index),
        );
      }
      // A link Markdown did not read as one, shown as typed: `[text] (/page)`, `[text](tel:+44 303 …)`.
      for (const [pattern, fix] of BROKEN_LINKS) {
        const broken = pattern.exec(node.value);
        if (broken) stopAt(`"${broken[0]}" would show as typed, not as a link: ${fix(broken)}.`, at(broken.index));
      }
    },
    mdxTextExpression: expression,
    mdxFlowExpression: expression,
    mdxJsxTextElement: element,
    mdxJsxFlowElement: element,
  };
}

/**
 * In `astro dev`, an edit to offer.yaml or site.yaml recompiles every MDX page (values are built in) and reloads. A
 * page's links are checked against the other pages' files and section ids, so a page saved, added or removed has
 * every other page checked again on its next load: a link to a section just renamed shows its error, not a 200.
 */
export function placeholders(): AstroIntegration {
  return {
    name: 'placeholders',
    hooks: {
      'astro:server:setup': ({ server }) => {
        const sources = SOURCES.map((file) => resolve(server.config.root, file));
        const pages = resolve(server.config.root, 'content/pages');
        // In the runner too: a page left evaluated there would keep its old body, and miss its broken link.
        const recompile = () => {
          for (const environment of Object.values(server.environments)) {
            const compiled = [...environment.moduleGraph.idToModuleMap.values()].filter((m) =>
              m.file?.endsWith('.mdx'),
            );
            invalidateEverywhere(environment, compiled);
          }
        };
        server.watcher.add(sources);
        server.watcher.on('all', (event, changed) => {
          const isPage = dirname(changed) === pages && changed.endsWith('.mdx');
          if (isPage && event === 'change') {
            recompile(); // the saved page reloads itself; each is compiled again when next loaded
          } else if ((isPage && /^(add|unlink)$/.test(event)) || (sources.includes(changed) && event === 'change')) {
            recompile();
            server.ws.send({ type: 'full-reload' });
          }
        });
      },
    },
  };
}
