import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { networkIdle } from './network';

/** What a slow link brings in its first round trip (TCP's first ten packets): a page's HTML and inlined CSS, gzipped. */
export const FIRST_ROUND_TRIP_BYTES = 14 * 1024;

/**
 * Byte budgets for a slow mountain connection, measured in a real browser on the built site.
 * Sizes, never timings. Text is counted gzipped (as a static host sends it), images and fonts as they are.
 */
export const KB = 1024;
/** The pictures a page fetches before any interaction. */
export const FIRST_VIEW_IMAGES = 120 * KB;
/** Everything a route may ever fetch, once every island has hydrated. */
export const TOTAL_JS_BUDGET = 100_000;

export interface Load {
  /** HTML plus render-blocking CSS, gzipped. */
  firstRoundTrip: number;
  js: number;
  jsFiles: string[];
  images: number;
  fonts: number[];
  /** The paths of the font files, in the order of `fonts`. */
  fontFiles: string[];
  foreign: string[];
}

/** Adds up, by type, what the page fetches from now on; `settle()` waits for the bodies and returns the sums. */
export function record(page: Page, origin: string) {
  const bodies: Promise<void>[] = [];
  const load: Load = { firstRoundTrip: 0, js: 0, jsFiles: [], images: 0, fonts: [], fontFiles: [], foreign: [] };
  page.on('response', (response) => {
    const request = response.request();
    const url = new URL(response.url());
    if (url.protocol === 'data:') return;
    if (url.origin !== origin) {
      load.foreign.push(url.href);
      return;
    }
    const type = request.resourceType();
    bodies.push(
      response.body().then(
        (body) => {
          const gzipped = gzipSync(body, { level: 9 }).length;
          if (type === 'document') load.firstRoundTrip += gzipped;
          else if (type === 'stylesheet') load.firstRoundTrip += gzipped;
          else if (type === 'script') {
            load.js += gzipped;
            load.jsFiles.push(url.pathname);
          } else if (type === 'image') load.images += body.length;
          else if (type === 'font') {
            load.fonts.push(body.length);
            load.fontFiles.push(url.pathname);
          }
        },
        () => undefined,
      ),
    );
  });
  return async () => {
    await networkIdle(page);
    await Promise.all(bodies);
    return load;
  };
}

export function over(what: string, actual: number, budget: number): string | undefined {
  return actual > budget
    ? `${what}: ${(actual / KB).toFixed(1)} KB is ${((actual - budget) / KB).toFixed(1)} KB over the ${(budget / KB).toFixed(0)} KB budget`
    : undefined;
}
