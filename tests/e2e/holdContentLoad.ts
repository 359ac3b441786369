import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { CONTENT_STORE, CONTENT_STORE_FILE } from '../../src/integrations/freshContentStore';

/** Files in the dev server's root: the test creates HOLD; the plugin shows HELD while it holds a load. */
export const HOLD = '.hold-content-load';
export const HELD = '.holding-content-load';

/**
 * A Vite plugin for dev-errors.spec's dev server: the slow read of the content store on a busy machine, made certain.
 * While the file HOLD exists, the next load of Astro's content store module (CONTENT_STORE, built from
 * CONTENT_STORE_FILE) that reads HOLD's text in the store keeps what it read, and finishes only once the store has been
 * written again: a load that started before a save and ends after it.
 */
export function holdContentLoad(): Plugin {
  let root = '';
  return {
    name: 'hold-content-load',
    configResolved: (config) => void (root = config.root),
    async transform(_code, id) {
      if (id !== CONTENT_STORE || !existsSync(join(root, HOLD))) return;
      const store = join(root, CONTENT_STORE_FILE);
      const read = readFileSync(store, 'utf8');
      if (!read.includes(readFileSync(join(root, HOLD), 'utf8'))) return;
      rmSync(join(root, HOLD));
      writeFileSync(join(root, HELD), '');
      while (readFileSync(store, 'utf8') === read) await new Promise((wake) => setTimeout(wake, 50));
      rmSync(join(root, HELD));
    },
  };
}
