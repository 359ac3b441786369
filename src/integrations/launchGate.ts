import type { AstroIntegration } from 'astro';
import type { ContentSource } from '../content/source';
import { launchProblems, notReady } from '../lib/launchGate';

/** `astro build` warns in one line while content still holds placeholders; `npm run check:launch` lists them. */
export function launchGate(content: ContentSource): AstroIntegration {
  return {
    name: 'launch-gate',
    hooks: {
      'astro:build:done': ({ logger }) => {
        const count = launchProblems(content.launchContent()).length;
        if (count > 0) logger.warn(`${notReady(count)} Run npm run check:launch.`);
      },
    },
  };
}
