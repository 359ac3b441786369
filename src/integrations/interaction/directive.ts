import type { ClientDirective } from 'astro';

/** What `client:interaction` takes: `client:interaction={{ media: '(max-width: 63.99rem)' }}`. */
export interface InteractionOptions {
  /** Interactions hydrate the island only while this media query matches; elsewhere it is never needed. */
  media?: string;
  /**
   * A CSS feature, as `CSS.supports()` takes it, that the server HTML needs to work on its own. Where it is missing
   * the island stands in for it without waiting for the visitor: when the browser is idle, or as the island nears
   * the viewport (as `client:visible` would).
   */
  idleUnlessSupports?: string;
  visibleUnlessSupports?: string;
}

/**
 * Events that mean the visitor is using a control in the island; `toggle` and `scroll` do not bubble. Not
 * `pointerdown`: a finger that scrolls the page down past a carousel, or starts on the bar, sends one too. A tap is a
 * `click`, and a swipe along a carousel's row a `scroll`.
 */
const INTERACTIONS = ['focusin', 'keydown', 'click', 'toggle', 'scroll'];

/**
 * A component that throws, as it hydrates or later (a bug, or an API an older browser lacks), is unmounted by React,
 * which leaves the island empty: the whole top bar, or a whole carousel, gone. Its server HTML, which works on its
 * own, comes back instead.
 */
function keepServerHtml(el: HTMLElement) {
  const server = el.innerHTML;
  new MutationObserver(() => {
    if (el.childElementCount === 0) el.innerHTML = server;
  }).observe(el, { childList: true });
}

/**
 * `client:interaction`: hydrate on the visitor's first interaction with the island, and not before. Our own because
 * the top bar and the carousels work without React from first paint (links, a popover Menu, a scroll-snapping row),
 * so fetching React earlier only competes with the hero image on a slow link, and `client:idle`, `client:media` and
 * `client:visible` all fetch on page load. Interactions that follow a link are ignored: the page is leaving.
 *
 * The island takes over only once the interaction is over (no pointer pressed in it, nothing in it scrolling):
 * hydrating mid-swipe would hand a row the browser is scrolling to a component that never saw the swipe begin.
 */
const interaction: ClientDirective = (load, options, el) => {
  const { media, idleUnlessSupports, visibleUnlessSupports } = (options.value ?? {}) as InteractionOptions;
  const listening = new AbortController();
  const { signal } = listening;
  let hydrateIsland: (() => Promise<void>) | undefined;
  let pressed = false;
  let scrolling = false;
  const waiting = () => !hydrateIsland || pressed || scrolling || signal.aborted;
  const hydrateAtRest = () => {
    if (waiting()) return;
    // A click may have started a smooth scroll that has yet to send its first event: let two frames pass.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (waiting()) return;
        listening.abort();
        keepServerHtml(el);
        void hydrateIsland!();
      }),
    );
  };
  let loading: Promise<void> | undefined;
  const start = () => {
    loading ??= load().then((hydrate) => {
      hydrateIsland = hydrate;
      hydrateAtRest();
    });
  };

  const onInteraction = (event: Event) => {
    if (media && !window.matchMedia(media).matches) return;
    if (event.target instanceof Element && event.target.closest('a[href]')) return;
    start();
  };
  // Captured, so `toggle` and `scroll` from inside count too, and before the island's own handlers could stop them.
  const capturing = { capture: true, signal };
  for (const type of INTERACTIONS) el.addEventListener(type, onInteraction, capturing);
  el.addEventListener('pointerdown', () => (pressed = true), capturing);
  for (const type of ['pointerup', 'pointercancel'])
    window.addEventListener(type, () => ((pressed = false), hydrateAtRest()), capturing);
  // Where the browser has no `scrollend`, a scroll's end cannot be told: only the pointer is waited for.
  if ('onscrollend' in window) {
    el.addEventListener('scroll', () => (scrolling = true), capturing);
    el.addEventListener('scrollend', () => ((scrolling = false), hydrateAtRest()), capturing);
  }

  if (idleUnlessSupports && !CSS.supports(idleUnlessSupports)) {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => start(), { timeout: 2000 });
    else setTimeout(() => start(), 200);
  }
  if (visibleUnlessSupports && !CSS.supports(visibleUnlessSupports)) {
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        near.disconnect();
        start();
      },
      { rootMargin: '200px' },
    );
    for (const child of el.children) near.observe(child);
  }
};

export default interaction;
