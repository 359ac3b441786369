import type { AstroIntegration } from 'astro';
import { checkLaunch, notReady } from '../lib/launchGate';

/** `astro build` warns in one line while content still holds placeholders; `npm run check:launch` lists them. */
export function launchGate(): AstroIntegration {
  let root: URL;
  return {
    name: 'launch-gate',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root;
      },
      'astro:build:done': ({ logger }) => {
        const count = checkLaunch(root).length;
        if (count > 0) logger.warn(`${notReady(count)} Run npm run check:launch.`);
      },
    },
  };
}
