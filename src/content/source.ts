import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import type { LaunchContent } from '../lib/launchGate';
import { placeholderValues, texts, typedFigure, type PlaceholderValues, type SiteNames } from '../lib/placeholders';
import { pagePath } from '../lib/routes';
import { offerSchema } from './schemas/offer';

/** Where content/ lives, from the project's root: the one place it is written, for the collections and the compile. */
export const CONTENT = { site: 'content/site.yaml', offer: 'content/offer.yaml', pages: 'content/pages/' };

/** A page is an .mdx file in content/pages/, except a draft (`_name.mdx`): as a glob, and as a test of a file name. */
export const PAGE_GLOB = '[^_]*.mdx';
const isPage = (file: string) => /^[^_].*\.mdx$/.test(file);

/** The pages in `folder` a link may open (not 404), by file name without `.mdx`: read afresh each call. */
export const linkablePages = (folder: string | URL) =>
  readdirSync(folder).flatMap((file) => (isPage(file) && file !== '404.mdx' ? [file.replace(/\.mdx$/, '')] : []));

/** A page's frontmatter, its `---` lines included; the YAML between them starts on the file's second line. */
export const FRONTMATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---/;

/** The YAML between a page's `---` lines, or undefined when it has none. */
export const frontmatterOf = (source: string) => FRONTMATTER.exec(source)?.[1];

/**
 * The line in `file` (YAML, or a page's frontmatter) of the field at `path` (`footer.links.0.page`), or of the
 * deepest part of it the file has: a missing field points at its group.
 */
export function fieldLine(file: string, path: string): number | undefined {
  if (!existsSync(file)) return undefined;
  const source = readFileSync(file, 'utf8');
  const page = file.endsWith('.mdx');
  const lines = new LineCounter();
  let node = parseDocument((page ? frontmatterOf(source) : source) ?? '', { lineCounter: lines }).contents;
  let offset: number | undefined;
  for (const key of path.split('.')) {
    const pair = isMap(node)
      ? node.items.find((item) => isScalar(item.key) && String(item.key.value) === key)
      : undefined;
    const item = pair?.value ?? (isSeq(node) ? node.items[Number(key)] : undefined);
    if (!item) break;
    offset = (isScalar(pair?.key) ? pair.key : item).range?.[0];
    node = item as typeof node;
  }
  return offset === undefined ? undefined : lines.linePos(offset).line + (page ? 1 : 0);
}

/**
 * What the compile reads of content/, made once in astro.config.mjs and handed to the MDX passes, the launch gate and
 * `site`, as Starlight hands its Markdown plugins their options: each file read once, and again after it changes.
 */
export function contentSource(root: URL) {
  const url = (path: string) => new URL(path, root);
  let read: (LaunchContent & { key: string; values?: PlaceholderValues; targets?: Map<string, string[]> }) | undefined;
  const current = () => {
    const pages = readdirSync(url(CONTENT.pages)).filter(isPage);
    const files = [CONTENT.site, CONTENT.offer, ...pages.map((file) => CONTENT.pages + file)];
    const key = files.map((file) => `${file}@${statSync(url(file)).mtimeMs}`).join();
    if (read?.key === key) return read;
    const [site, offer, ...texts] = files.map((file) => readFileSync(url(file), 'utf8'));
    const yaml = (text = '') => parseDocument(text).toJS() as unknown;
    const byFile = Object.fromEntries(texts.map((text, n) => [files[n + 2]!, text]));
    return (read = { key, site: yaml(site), offer: yaml(offer), pages: byFile });
  };
  return {
    /** Every placeholder's value, from a checked offer; a figure typed into site.yaml stops the compile, once. */
    values(): PlaceholderValues {
      const content = current();
      if (content.values) return content.values;
      const checked = offerSchema.safeParse(content.offer);
      if (!checked.success) {
        const issues = checked.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
        throw new Error(`${CONTENT.offer} does not match its schema.\n${issues.join('\n')}`);
      }
      const values = placeholderValues(checked.data, content.site as SiteNames);
      for (const [path, text] of texts(content.site)) {
        const typed = typedFigure(text, values);
        const line = typed && fieldLine(fileURLToPath(url(CONTENT.site)), path);
        if (typed) throw new Error(`${path}: ${typed.message}\nLocation: ${CONTENT.site}:${line}`);
      }
      return (content.values = values);
    },
    /** Each page a link may open, by route, with its sections' ids. */
    linkTargets() {
      const content = current();
      const ids = (id: string) =>
        content.pages[`${CONTENT.pages}${id}.mdx`]!.matchAll(/<Section\b[^>]*?\sid="([^"]*)"/g);
      const targets = linkablePages(url(CONTENT.pages)).map((id) => [pagePath(id), [...ids(id)].map((m) => m[1]!)]);
      return (content.targets ??= new Map(targets as [string, string[]][]));
    },
    /** site.yaml, offer.yaml and the pages, as the launch gate checks them. */
    launchContent: current as () => LaunchContent,
    /** The site's public address; none while site.yaml has no valid one, which its collection's schema names. */
    siteUrl() {
      const address = (current().site as { siteUrl?: unknown } | null)?.siteUrl;
      return typeof address === 'string' && URL.canParse(address) ? address : undefined;
    },
  };
}

/** The content the compile reads: see `contentSource`. */
export type ContentSource = ReturnType<typeof contentSource>;
