import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built pages (dist/*.html) of `astro:build:done`'s output folder, as file paths. */
export function htmlPages(dir: URL): string[] {
  const out = fileURLToPath(dir);
  return readdirSync(out)
    .filter((name) => name.endsWith('.html'))
    .map((name) => join(out, name));
}
