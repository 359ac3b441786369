import { expect, type Page, type Request } from '@playwright/test';

/** Each page's requests under way, and how many it has made. */
const traffic = new WeakMap<Page, { pending: Set<Request>; made: number }>();

/** Starts counting a page's requests, for `networkIdle`: before its first navigation (a spec's `beforeEach`). */
export function countRequests(page: Page) {
  const seen = { pending: new Set<Request>(), made: 0 };
  traffic.set(page, seen);
  page.on('request', (request) => {
    seen.pending.add(request);
    seen.made += 1;
  });
  page.on('requestfinished', (request) => seen.pending.delete(request));
  page.on('requestfailed', (request) => seen.pending.delete(request));
}

/**
 * Playwright's `networkidle` rule, nothing under way and nothing new for 500 ms, from the page's own request events,
 * now. Playwright's `waitForLoadState('networkidle')` is a page's first idle only: called again after a scroll or a
 * click, it returns at once though pictures or scripts are on their way. And on CI its event once never came, a
 * minute after the page's four requests had all finished (microsoft/playwright#19835). This one names what it waits on.
 */
export async function networkIdle(page: Page) {
  const seen = traffic.get(page);
  if (!seen) throw new Error("networkIdle: call countRequests(page) before the page's first navigation");
  const quiet = { since: Date.now(), made: seen.made };
  await expect
    .poll(
      () => {
        if (seen.pending.size > 0 || seen.made !== quiet.made)
          Object.assign(quiet, { since: Date.now(), made: seen.made });
        return seen.pending.size > 0
          ? [...seen.pending].map((request) => request.url())
          : Date.now() - quiet.since >= 500;
      },
      { message: 'no request under way, none new for 500 ms', intervals: [100] },
    )
    .toBe(true);
}
