import type { ClientDirective } from 'astro';

/**
 * `client:idle-media="(query)"`: hydrate once the media query matches *and* the browser is idle.
 * `client:media` alone starts downloading the framework the moment the page loads, competing with the
 * font and images that paint the first screen on a slow link; the menu can wait for the page to settle.
 */
const idleMedia: ClientDirective = (load, options) => {
  const query = window.matchMedia(String(options.value));
  const hydrate = () => {
    const run = async () => {
      const hydrateIsland = await load();
      await hydrateIsland();
    };
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => void run(), { timeout: 2000 });
    else setTimeout(() => void run(), 200);
  };
  if (query.matches) {
    hydrate();
    return;
  }
  const onChange = (event: MediaQueryListEvent) => {
    if (!event.matches) return;
    query.removeEventListener('change', onChange);
    hydrate();
  };
  query.addEventListener('change', onChange);
};

export default idleMedia;
