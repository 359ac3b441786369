import { createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, Route } from '@playwright/test';
import { FIRST_ROUND_TRIP_BYTES, FIRST_VIEW_IMAGES, KB, over, record, TOTAL_JS_BUDGET } from './budgets';
import { CONTENT_ROUTES, frontmatter, PAGES } from './support';
import { hydrated } from './hydration';
import { expect, loadedAndIdle, test } from './network';

/**
 * The display face's files the page needs, by path: those whose `unicode-range` holds a character of the text it
 * sets in that face and lays out. Astro writes an @font-face per file (astro.config.mjs); the browser fetches those.
 */
function displayFontFiles(page: Page) {
  return page.evaluate(() => {
    const family = getComputedStyle(document.body).getPropertyValue('--font-display').split(',')[0]!.trim();
    const codes = new Set<number>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node; (node = walker.nextNode());) {
      const parent = node.parentElement!;
      if (!parent.checkVisibility() || !getComputedStyle(parent).fontFamily.startsWith(family)) continue;
      // Line breaks and tabs in the markup are spaces once laid out.
      for (const char of node.textContent!) if (char >= ' ') codes.add(char.codePointAt(0)!);
    }
    const holds = (range: string) =>
      [...codes].some((code) =>
        range.split(',').some((part) => {
          const [from, to = from] = part
            .trim()
            .slice(2)
            .split('-')
            .map((hex) => parseInt(hex, 16));
          return code >= from! && code <= to!;
        }),
      );
    return [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule && rule.style.fontFamily === family)
      .filter((rule) => holds(rule.style.getPropertyValue('unicode-range') || 'U+0-10FFFF'))
      .map((rule) => new URL(/url\("?([^")]+)/.exec(rule.style.getPropertyValue('src'))![1]!, location.href).pathname);
  });
}

/** The paths of the fonts the page preloads. */
const preloadedFonts = (page: Page) =>
  page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));

/** The script of each island of the page (its `component-url`), by the landmark it holds: the bar, or a carousel. */
const islandScripts = (page: Page) =>
  page.locator('astro-island').evaluateAll((islands) =>
    islands.map((island) => ({
      bar: island.querySelector('header') !== null,
      url: new URL(island.getAttribute('component-url')!, location.href).pathname,
    })),
  );

for (const route of CONTENT_ROUTES) {
  const { path } = route;
  const hasCarousel = route.carousels.length > 0;
  /** The pages with a carousel, and home for the bar's island alone (the same on every page). */
  const interactive = hasCarousel || path === '/';

  test(`${path} stays within its byte budgets before any interaction @small-screen`, async ({
    page,
    baseURL,
  }, info) => {
    const where = `${path} at ${page.viewportSize()!.width}px`;
    const settle = record(page, new URL(baseURL!).origin);
    await page.goto(path);
    await loadedAndIdle(page);
    const load = await settle();
    const preloaded = await preloadedFonts(page);
    const preloadedBytes = load.fonts.filter((_, index) => preloaded.includes(load.fontFiles[index]!));

    // The bar works from its HTML (links, and a popover Menu), home's scroll state is a CSS scroll timeline, and a
    // carousel's row scrolls with the browser's own buttons: no route fetches any script before the visitor uses
    // one of them.
    const failures = [
      over(`${where}, HTML + render-blocking CSS (gzip)`, load.firstRoundTrip, FIRST_ROUND_TRIP_BYTES),
      over(`${where}, JavaScript before interaction (gzip) [${load.jsFiles.join(', ')}]`, load.js, 0),
      over(`${where}, first-view images`, load.images, FIRST_VIEW_IMAGES),
      over(
        `${where}, fonts`,
        load.fonts.reduce((a, b) => a + b, 0),
        60 * KB,
      ),
      // The display face's preload competes with the HTML and the hero picture: only what headings set is preloaded.
      over(
        `${where}, preloaded fonts`,
        preloadedBytes.reduce((a, b) => a + b, 0),
        16 * KB,
      ),
      load.foreign.length > 0 ? `${where}, requests to other origins: ${load.foreign.join(', ')}` : undefined,
    ].filter(Boolean);
    expect(failures).toEqual([]);
    // The display face's files its text needs, no more: the rest of Latin only where a heading has, say, an "é".
    const needed = await displayFontFiles(page);
    expect(load.fontFiles.toSorted()).toEqual(needed.toSorted());
    info.annotations.push({
      type: 'bytes',
      description: `${where}: HTML+CSS ${(load.firstRoundTrip / KB).toFixed(1)} KB, JS before interaction ${(load.js / KB).toFixed(1)} KB, images ${(load.images / KB).toFixed(1)} KB, fonts ${(load.fonts.reduce((a, b) => a + b, 0) / KB).toFixed(1)} KB`,
    });
  });

  // A finger that scrolls the page often lands on a carousel, or on the bar: it is reading, not using them.
  if (interactive)
    test(`${path}: scrolling the page with a finger that starts on the bar or a carousel fetches no script @small-screen`, async ({
      page,
      context,
    }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto(path);
      const cdp = await context.newCDPSession(page);
      const scrollY = () => page.evaluate(() => window.scrollY);
      // A quick swipe leaves the page coasting (a fling) that a later scrollTo does not stop: wait for its scrollend.
      await page.evaluate(() => {
        addEventListener('scroll', () => Reflect.set(window, 'moving', true));
        addEventListener('scrollend', () => Reflect.set(window, 'moving', false));
      });
      const atRest = () => page.evaluate(() => Reflect.get(window, 'moving') !== true);
      /**
       * A finger put down at (x, y), moved `by` pixels down in eight steps (up, when negative), and lifted; `moved`
       * checks that the page moved with it, and the swipe returns once the page has come to rest.
       */
      const swipe = async (x: number, y: number, by: number, moved: () => Promise<void>) => {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
        for (let step = 1; step <= 8; step += 1) {
          await cdp.send('Input.dispatchTouchEvent', {
            type: 'touchMove',
            touchPoints: [{ x, y: y + (by * step) / 8 }],
          });
        }
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
        await moved();
        await expect.poll(atRest, 'the page came to rest after the swipe').toBe(true);
      };
      for (const row of await page.locator('[aria-roledescription="carousel"] .swiper').all()) {
        await row.scrollIntoViewIfNeeded();
        const box = (await row.boundingBox())!;
        const before = await scrollY();
        await swipe(box.x + box.width / 2, box.y + box.height / 2, -200, () =>
          expect.poll(scrollY, 'the page scrolled down under the finger').toBeGreaterThan(before),
        );
      }
      // On the bar, between its brand and its buttons, with the page scrolled to leave room to scroll back up.
      await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
      const scrolled = await scrollY();
      expect(scrolled, 'room to scroll back up').toBeGreaterThan(100);
      // The middle of the widest gap between the bar's links and buttons.
      const [x, y] = await page.getByRole('banner').evaluate((bar) => {
        const box = bar.getBoundingClientRect();
        const controls = [...bar.querySelectorAll('a, button')]
          .map((control) => control.getBoundingClientRect())
          .filter((rect) => rect.width > 0 && rect.top < box.bottom)
          .sort((one, other) => one.left - other.left);
        let gap = { from: box.left, to: box.left };
        let edge = box.left;
        for (const rect of [...controls, { left: box.right, right: box.right }]) {
          if (rect.left - edge > gap.to - gap.from) gap = { from: edge, to: rect.left };
          edge = Math.max(edge, rect.right);
        }
        return [(gap.from + gap.to) / 2, box.top + box.height / 2];
      });
      const underFinger = await page.evaluate(
        ([x, y]) => {
          const element = document.elementFromPoint(x!, y!);
          return element?.closest('header') && !element.closest('a, button') ? 'the bar' : element?.outerHTML;
        },
        [x, y],
      );
      expect(underFinger).toBe('the bar');
      await swipe(x, y, 200, () =>
        expect.poll(scrollY, 'the page scrolled up under the finger').toBeLessThan(scrolled),
      );
      await loadedAndIdle(page);
      expect(scripts).toEqual([]);
    });

  if (interactive)
    test(`${path}: once used, it fetches only what its islands need, within budget @every-screen`, async ({
      page,
      baseURL,
      isMobile,
    }, info) => {
      const settle = record(page, new URL(baseURL!).origin);
      await page.goto(path);
      await loadedAndIdle(page);
      // Use every carousel and, where there is a Menu, the Menu (client:interaction).
      const carousels = page.locator('astro-island').filter({ has: page.locator('[aria-roledescription="carousel"]') });
      for (const island of await carousels.all()) await hydrated(island);
      if (isMobile) {
        const menu = page.getByRole('button', { name: 'Menu', exact: true });
        await menu.tap();
        await hydrated(page.locator('astro-island').filter({ has: page.getByRole('banner') }));
        await expect(menu).toHaveAttribute('aria-expanded', 'true');
      }
      const { js, jsFiles } = await settle();
      info.annotations.push({
        type: 'js-gzip-bytes',
        description: `${info.project.name} ${path}: ${js} (${jsFiles.map((file) => file.replace('/_astro/', '')).join(', ') || 'none'})`,
      });
      expect(js).toBeLessThanOrEqual(TOTAL_JS_BUDGET);
      // Each carousel's island is fetched; the bar's only where it has a Menu to use (a wide screen has none).
      const fetched = (await islandScripts(page)).map(({ bar, url }) => ({ bar, fetched: jsFiles.includes(url) }));
      expect(fetched).toEqual(fetched.map(({ bar }) => ({ bar, fetched: !bar || isMobile })));
      if (!hasCarousel && !isMobile) expect(jsFiles).toEqual([]);
    });
}

test('a heading with a letter the headings cut lacks is still set in the display face, from its second file', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  /** A copywriter's heading with an accented letter and an Eszett. */
  const addRare = () =>
    page.locator('h1').evaluate((heading) => heading.insertAdjacentHTML('beforeend', ' <span id="rare">éß</span>'));
  await page.goto(CONTENT_ROUTES[0]!.path);
  await loadedAndIdle(page);
  const firstVisit = [...fonts];
  await addRare();
  await expect.poll(() => fonts.length, 'a second font file is fetched').toBe(firstVisit.length + 1);
  expect(firstVisit).not.toContain(fonts.at(-1));
  expect(await displayFontFiles(page)).toContain(fonts.at(-1));
  // The face is `optional`: a file that comes late is used from the next page on, as here, both files at hand.
  await page.reload();
  await loadedAndIdle(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  /** The fonts Chrome drew an element's text with, by the names in their files. */
  const drawnWith = async (selector: string) => {
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    return (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })).fonts.map((font) => font.familyName);
  };
  const displayFace = await drawnWith('h1');
  await addRare();
  await expect.poll(() => drawnWith('#rare')).toEqual(displayFace);
});

/** A picture's request: every file the image service writes, and a photo dropped in as it is. */
const PICTURE = /\.(avif|webp|jpe?g|png|gif|svg)$/;

/**
 * The picture Chrome scores as the page's largest on its first screen (its LCP), if a picture is: whether it waited
 * for layout (`loading="lazy"`), and the priority its request ended at (CDP: the browser raises one it sees on screen).
 *
 * Its request is held until the page is parsed and a frame laid out, as a slow link holds it: on a fast one it could
 * end before any layout, at the Low a picture the parser (not the preload scanner) reaches starts at.
 */
async function largestPicture(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  const priorities = new Map<string, string>();
  const urls = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    urls.set(requestId, request.url);
    priorities.set(request.url, request.initialPriority);
  });
  cdp.on('Network.resourceChangedPriority', ({ requestId, newPriority }) => {
    priorities.set(urls.get(requestId)!, newPriority);
  });
  await cdp.send('Network.enable');
  const held: Route[] = [];
  let laidOut = false;
  const hold = (route: Route) => (laidOut ? route.continue() : held.push(route));
  await page.route(PICTURE, hold);
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  laidOut = true;
  await Promise.all(held.map((route) => route.continue()));
  await page.unroute(PICTURE, hold);
  await loadedAndIdle(page);
  const largest = await page.evaluate(
    () =>
      new Promise<{ src: string; loading: string } | null>((resolve) => {
        new PerformanceObserver((list) => {
          const element = (list.getEntries().at(-1) as LargestContentfulPaint | undefined)?.element;
          resolve(element instanceof HTMLImageElement ? { src: element.currentSrc, loading: element.loading } : null);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await cdp.detach();
  return largest && { ...largest, priority: priorities.get(largest.src) };
}

/** The pages with a picture: a hero's, a section's or a carousel's. */
const WITH_PICTURES = PAGES.filter(({ id }) => {
  const { hero, images, carousels } = frontmatter(id);
  return hero.image || images || carousels;
});

// Where the hero is shorter than the window (a tablet, a desktop), or a page's first section sits in its first
// screen, the largest thing painted is often a picture: it must not wait for layout, nor at low priority.
for (const viewport of [
  { width: 768, height: 1024 },
  { width: 1280, height: 1024 },
]) {
  test(`at ${viewport.width} × ${viewport.height}, the largest picture of a first screen is fetched at once and first`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const pictures = [];
    for (const { path } of WITH_PICTURES) {
      const largest = await largestPicture(page, path);
      // Chrome raises a picture it lays out on screen to High while its request is on its way (held so above): Low
      // at the end is a picture held low (`fetchpriority="low"`).
      if (largest) pictures.push({ path, loading: largest.loading, low: largest.priority === 'Low' });
    }
    expect(pictures).toEqual(pictures.map(({ path }) => ({ path, loading: 'eager', low: false })));
    // The check has pictures to look at (home's hero fills these screens).
    expect(pictures.length).toBeGreaterThan(0);
  });
}

/** TCP's first ten packets of 1,460 bytes: what a new connection brings in its first round trip, headers included. */
const FIRST_FLIGHT = 10 * 1460;

/**
 * A server in front of the built site that sends `path` as a slow link brings it: the response's headers and as much
 * of its gzipped body as the first round trip holds, the rest only once `release()` is called. Anything else passes.
 */
async function firstFlightServer(baseURL: string, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = createServer((request, response) => {
    get(new URL(request.url!, baseURL), { headers: { 'accept-encoding': 'gzip' } }, (upstream) => {
      // Hop-by-hop headers are this connection's own, not the page's.
      const headers = Object.entries(upstream.headers).filter(
        ([name]) => !['transfer-encoding', 'connection', 'keep-alive'].includes(name),
      );
      response.writeHead(upstream.statusCode!, Object.fromEntries(headers));
      if (new URL(request.url!, baseURL).pathname !== path) {
        upstream.pipe(response);
        return;
      }
      const chunks: Buffer[] = [];
      upstream.on('data', (chunk: Buffer) => chunks.push(chunk));
      upstream.on('end', () => {
        const body = Buffer.concat(chunks);
        // The headers as the site's server sent them: its status line, each header's line, and the blank line.
        const lines = [`HTTP/1.1 ${upstream.statusCode} ${upstream.statusMessage}`];
        for (let i = 0; i < upstream.rawHeaders.length; i += 2)
          lines.push(`${upstream.rawHeaders[i]}: ${upstream.rawHeaders[i + 1]}`);
        const first = FIRST_FLIGHT - Buffer.byteLength(`${lines.join('\r\n')}\r\n\r\n`);
        response.write(body.subarray(0, first));
        void released.then(() => response.end(body.subarray(first)));
      });
      // The site's server failing a request closes the browser's, instead of throwing in the test's worker.
    }).on('error', () => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      release();
      server.closeAllConnections();
      server.close();
    },
  };
}

// Only a page's first screen has to come in the first round trip: the browser paints what it has, and the rest of
// a longer page follows while the visitor reads. A first screen past it waits a round trip more, seconds on a
// mountain link: head CSS grown too large, or scripts and markup grown above the first heading.
for (const { path } of CONTENT_ROUTES) {
  test(`${path}: its first screen is painted, styled, from what a slow link's first round trip brings @every-screen`, async ({
    page,
    baseURL,
  }) => {
    const slow = await firstFlightServer(baseURL!, path);
    try {
      await page.goto(slow.url + path, { waitUntil: 'commit' });
      const heading = page.locator('h1');
      // The rest of the page is held back: all that is painted now came in the first round trip.
      await expect(heading, `${path}: its h1 is not in the first round trip's bytes`).toBeInViewport();
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      const state = await heading.evaluate((h1) => {
        // The lowest text drawn so far: below the screen's edge, the whole first screen has come.
        let lowest = 0;
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node; (node = walker.nextNode());) {
          if (!node.textContent!.trim() || !node.parentElement!.checkVisibility()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          lowest = Math.max(lowest, range.getBoundingClientRect().bottom);
        }
        return {
          parsing: document.readyState,
          // The page's inline CSS has come too: the heading is set in the display face.
          face: getComputedStyle(h1).fontFamily.startsWith(
            getComputedStyle(document.body).getPropertyValue('--font-display').split(',')[0]!.trim(),
          ),
          filled: lowest >= innerHeight,
        };
      });
      expect(state).toEqual({ parsing: 'loading', face: true, filled: true });
    } finally {
      slow.close();
    }
  });
}
