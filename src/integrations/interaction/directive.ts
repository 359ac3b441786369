import type { ClientDirective } from 'astro';

/** What `client:interaction` takes: `client:interaction={{ media: '(max-width: 63.99rem)' }}`. */
export interface InteractionOptions {
  /** Interactions hydrate the island only while this media query matches; elsewhere it is never needed. */
  media?: string;
  /** A CSS feature the server HTML needs (as `CSS.supports()` takes it): without it, hydrate when idle, or when visible. */
  idleUnlessSupports?: string;
  visibleUnlessSupports?: string;
}

/** Events that mean a control in the island is in use; not `pointerdown`, which a finger scrolling the page sends too. */
const INTERACTIONS = ['focusin', 'keydown', 'click', 'toggle', 'scroll'];

/** An island whose component throws is emptied by React: its server HTML, which works on its own, comes back instead. */
function keepServerHtml(el: HTMLElement) {
  const server = el.innerHTML;
  new MutationObserver(() => {
    if (el.childElementCount === 0) el.innerHTML = server;
  }).observe(el, { childList: true });
}

/**
 * `client:interaction`: hydrate on the visitor's first interaction with the island, not before. The islands work
 * without React from first paint, and Astro's own directives all fetch it on page load, competing with the hero on a
 * slow link. The island takes over once the interaction is over (no pointer pressed, nothing scrolling).
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
