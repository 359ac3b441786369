import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate once the media query matches and the browser is idle (src/integrations/idleMedia). */
    'client:idle-media'?: string;
  }
}
