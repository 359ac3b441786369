import { test as base, expect, type Page, type Request } from '@playwright/test';

/** Each page's requests under way, and how many it has made. */
const traffic = new WeakMap<Page, { pending: Set<Request>; made: number }>();

/** Counts a page's requests, for `networkIdle`, from before its first navigation. */
function countRequests(page: Page) {
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
 * Playwright's `networkidle` rule (nothing under way, nothing new for 500 ms) from the page's own requests, now:
 * `waitForLoadState('networkidle')` is a page's first idle only, and returns at once after a scroll or a click.
 */
export async function networkIdle(page: Page) {
  const seen = traffic.get(page);
  if (!seen) throw new Error("networkIdle: the page is not counted: open it in a context of this file's `test`");
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

/**
 * Playwright's `test` and `expect`, with every page of a test's context counted for `networkIdle` as it opens: the
 * spec's `page` fixture and any other the test opens there.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    context.on('page', countRequests);
    await use(context);
  },
});
export { expect };

/**
 * Waits until the page has loaded and the browser has been idle once: anything that hydrates without being asked
 * (client:idle, or client:interaction where the CSS it stands in for is missing) has started by then, and arrived.
 */
export async function loadedAndIdle(page: Page) {
  await page.waitForLoadState('load');
  await networkIdle(page);
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 2000 })));
  await networkIdle(page);
}
