import { readFileSync, statSync } from 'node:fs';
import { parse } from 'yaml';
import { offerSchema } from '../../content/schemas/offer';
import { placeholderValues, type PlaceholderValues, type SiteNames } from '../../lib/placeholders';

let cached: { key: string; values: PlaceholderValues } | undefined;

/**
 * Every placeholder's value, from content/offer.yaml and content/site.yaml under `root`: read once, and again only
 * after either file changes (`astro dev`). The offer is checked, so a page never shows figures that do not add up.
 */
export function readValues(root: URL): PlaceholderValues {
  const files = ['content/offer.yaml', 'content/site.yaml'].map((file) => new URL(file, root));
  const key = files.map((file) => `${file.href}@${statSync(file).mtimeMs}`).join();
  if (cached?.key === key) return cached.values;
  const [offer, site] = files.map((file) => parse(readFileSync(file, 'utf8')));
  const checked = offerSchema.safeParse(offer);
  if (!checked.success) {
    const issues = checked.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`content/offer.yaml does not match its schema.\n${issues.join('\n')}`);
  }
  cached = { key, values: placeholderValues(checked.data, site as SiteNames) };
  return cached.values;
}
