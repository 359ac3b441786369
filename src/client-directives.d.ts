import type { InteractionOptions } from './integrations/interaction/directive';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first interaction with the island (src/integrations/interaction). */
    'client:interaction'?: InteractionOptions | true;
  }
}
