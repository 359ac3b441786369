import type { ClientDirective } from 'astro';

/** What `client:interaction` takes: `client:interaction={{ media: '(max-width: 63.99rem)' }}`. */
export interface InteractionOptions {
  /** Interactions hydrate the island only while this media query matches; elsewhere it is never needed. */
  media?: string;
  /** A CSS feature, as `CSS.supports()` takes it; where it is missing the island stands in for it, hydrating when idle. */
  idleUnlessSupports?: string;
}

/** Events that mean the visitor is about to use a control in the island; `toggle` does not bubble, so all capture. */
const INTERACTIONS = ['pointerdown', 'focusin', 'keydown', 'click', 'toggle'];

/**
 * `client:interaction`: hydrate on the visitor's first interaction with the island, and not before.
 *
 * Why our own: the top bar works from first paint without React (real links, a Menu opened by `popovertarget`), so
 * fetching React before anyone touches it only competes with the hero image on a slow link, and `client:idle`,
 * `client:media` and `client:visible` all fetch on page load. The first pointerdown, focus or key in the island
 * brings what only it adds a few hundred milliseconds before it matters, while the platform has already answered
 * the tap. Interactions that follow a link are ignored: the page is leaving.
 */
const interaction: ClientDirective = (load, options, el) => {
  const { media, idleUnlessSupports } = (options.value ?? {}) as InteractionOptions;
  const listening = new AbortController();
  const hydrate = async () => {
    if (listening.signal.aborted) return;
    listening.abort();
    const hydrateIsland = await load();
    await hydrateIsland();
  };
  const onInteraction = (event: Event) => {
    if (media && !window.matchMedia(media).matches) return;
    if (event.target instanceof Element && event.target.closest('a[href]')) return;
    void hydrate();
  };
  for (const type of INTERACTIONS)
    el.addEventListener(type, onInteraction, { capture: true, signal: listening.signal });

  if (idleUnlessSupports && !CSS.supports(idleUnlessSupports)) {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => void hydrate(), { timeout: 2000 });
    else setTimeout(() => void hydrate(), 200);
  }
};

export default interaction;
