import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers the `client:interaction` directive (see directive.ts). */
export const interactionDirective = (): AstroIntegration => ({
  name: 'client-interaction',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({
        name: 'interaction',
        entrypoint: fileURLToPath(new URL('./directive.ts', import.meta.url)),
      });
    },
  },
});
