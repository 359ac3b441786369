import type { ClientDirective } from 'astro';

/** What `client:interaction` takes: `client:interaction={{ media: '(max-width: 63.99rem)' }}`. */
export interface InteractionOptions {
  /** Interactions hydrate the island only while this media query matches; elsewhere it is never needed. */
  media?: string;
  /**
   * A CSS feature, as `CSS.supports()` takes it. Where the browser lacks it, the island hydrates as soon as the
   * browser is idle instead of waiting for an interaction: it stands in for CSS the browser cannot run.
   */
  idleUnlessSupports?: string;
}

/** Events that mean the visitor is about to use a control in the island; `toggle` does not bubble, so all capture. */
const INTERACTIONS = ['pointerdown', 'focusin', 'keydown', 'click', 'toggle'] as const;

/**
 * `client:interaction`: hydrate on the visitor's first interaction with the island, and not before.
 *
 * Why a directive of our own: the top bar's controls already work from first paint without React (real links, and
 * the Menu button opens its list through the Popover API's `popovertarget`), so downloading React before anyone
 * touches the bar only competes with the hero image on a slow link. `client:idle`, `client:media` and
 * `client:visible` all fetch on page load (the bar is always visible); none waits for use. Hydrating on the first
 * pointerdown/focus/key in the island gives the island what only it adds (the page behind made inert, focus
 * returned, closing on a link or at the breakpoint) a few hundred milliseconds before it matters, while the
 * platform has already answered the tap. Interactions that follow a link are ignored: the page is leaving.
 */
const interaction: ClientDirective = (load, options, el) => {
  const { media, idleUnlessSupports } = (typeof options.value === 'object' ? options.value : {}) as InteractionOptions;
  let started = false;
  const hydrate = async () => {
    if (started) return;
    started = true;
    for (const type of INTERACTIONS) el.removeEventListener(type, onInteraction, { capture: true });
    const hydrateIsland = await load();
    await hydrateIsland();
  };
  function onInteraction(event: Event) {
    if (media && !window.matchMedia(media).matches) return;
    if (event.target instanceof Element && event.target.closest('a[href]')) return;
    void hydrate();
  }
  for (const type of INTERACTIONS) el.addEventListener(type, onInteraction, { capture: true });

  if (idleUnlessSupports && !(typeof CSS !== 'undefined' && CSS.supports(idleUnlessSupports))) {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => void hydrate(), { timeout: 2000 });
    else setTimeout(() => void hydrate(), 200);
  }
};

export default interaction;
