import type { ClientDirective } from 'astro';

/** What `client:interaction` takes: `client:interaction={{ media: '(max-width: 63.99rem)' }}`. */
export interface InteractionOptions {
  /** Interactions hydrate the island only while this media query matches; elsewhere it is never needed. */
  media?: string;
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
 * slow link. The island takes over once the interaction is over (no pointer pressed, nothing scrolling); a button
 * clicked before then, when it could do nothing yet, is clicked again once the island can answer.
 */
const interaction: ClientDirective = (load, options, el) => {
  const { media } = (options.value ?? {}) as InteractionOptions;
  const listening = new AbortController();
  const { signal } = listening;
  let hydrateIsland: (() => Promise<void>) | undefined;
  let pressed = false;
  let scrolling = false;
  /** A button with nothing of its own to do (no popover, no form) that was clicked before the island could answer. */
  let clicked: HTMLButtonElement | null | undefined;
  const waiting = () => !hydrateIsland || pressed || scrolling || signal.aborted;
  const hydrateAtRest = () => {
    if (waiting()) return;
    // A click may have started a smooth scroll that has yet to send its first event: let two frames pass.
    requestAnimationFrame(() =>
      requestAnimationFrame(async () => {
        if (waiting()) return;
        listening.abort();
        keepServerHtml(el);
        await hydrateIsland!(); // Not `.then`: when its chunk cannot be fetched, Astro's hydrate returns nothing.
        clicked?.click();
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
    if (event.type === 'click' && event.target instanceof Element)
      clicked ??= event.target.closest<HTMLButtonElement>('button[type="button"]:not([popovertarget], [commandfor])');
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
};

export default interaction;
