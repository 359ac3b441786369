import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { barChatText, barExcess } from '../../src/lib/barFit';
import { contrast, luminance, shownLines } from './contrast';
import { barAlpha } from './header';
import { carousel } from './carousels';
import { hydrated } from './hydration';
import { CAROUSELS, CONTENT_ROUTES, frontmatter, OTHER_ROUTE, PAGES, site, uses } from './support';
import { spaceText } from './textSpacing';

/**
 * Layout where it changes (WCAG 1.4.10 reflow at 320px): the bar's controls on screen, one row of at most 88px from
 * 360px up, no sideways scroll, and the floating chat button over no text. Widths are set per check: desktop only.
 */
/** Both sides of each width where the bar's layout changes (SiteHeader.module.css: 22.5rem, 28rem, 64rem), and the ends. */
const BAR_WIDTHS = [320, 359, 360, 448, 449, 1023, 1024, 1920];
/** Where grids and sections change (a phone, 48rem, 56rem, 64rem) and a wide screen. */
const GRID_WIDTHS = [375, 768, 900, 1024, 1440];
/** The chat button's first views: the smallest phone, three common ones, a tablet upright, a laptop. */
const FIRST_VIEWS = [
  { width: 320, height: 568 },
  { width: 360, height: 740 },
  { width: 375, height: 812 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 720 },
];
const MAX_BAR_HEIGHT = 88;
/**
 * Below 1024px a screen is a phone's or a tablet's, used by touch: each of the bar's controls is a finger's target,
 * 44px tall (WCAG 2.5.5's size), the brand as the chat and Menu buttons beside it.
 */
const FINGER = 44;
const TOUCH_BELOW = 1024;

interface Layout {
  height: number;
  scrollWidth: number;
  viewport: number;
  controls: { name: string; left: number; right: number; top: number; bottom: number }[];
  /** Shown text broken across lines ("Men" over "u"), and whether it is the chat button's. */
  broken: { text: string; chat: boolean }[];
  /** Words broken across lines, as "WHATSAP|P": never right, even where a name may take two lines. */
  split: string[];
}

/**
 * The bar's box (or another region's, by its selector: the first it matches), each of its visible controls (links and
 * buttons), and its text broken across lines (in every region the selector matches), as laid out.
 */
function layoutOf(page: Page, region = 'header'): Promise<Layout> {
  return page.evaluate((selector) => {
    const regions = [...document.querySelectorAll(selector)];
    const header = regions[0]!;
    const controls = [...header.querySelectorAll<HTMLElement>('a[href], button')]
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
        return { name, left: box.left, right: box.right, top: box.top, bottom: box.bottom };
      });
    const broken: Layout['broken'] = [];
    const split: string[] = [];
    const texts = regions.flatMap((each) => {
      const walker = document.createTreeWalker(each, NodeFilter.SHOW_TEXT);
      const found: Node[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push(node);
      return found;
    });
    for (const node of texts) {
      const parent = node.parentElement!;
      // Visually hidden text (a 1px box) is for screen readers only; a closed menu is not shown.
      if (!node.textContent?.trim() || parent.getBoundingClientRect().width <= 1) continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const tops = new Set([...range.getClientRects()].map((line) => Math.round(line.top)));
      if (tops.size <= 1) continue;
      broken.push({ text: node.textContent.trim(), chat: !!parent.closest('a[href^="https:"]') });
      // A line that starts between two letters of one word: each letter's line is the top of its box.
      const text = node.textContent;
      const letterTops = Array.from({ length: text.length }, (_, at) => {
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        return Math.round(range.getBoundingClientRect().top);
      });
      for (let at = 1; at < text.length; at += 1) {
        if (/\s/.test(text[at - 1]!) || /\s/.test(text[at]!)) continue;
        if (letterTops[at]! > letterTops[at - 1]!) split.push(`${text.slice(0, at).trim()}|${text.slice(at).trim()}`);
      }
    }
    return {
      broken,
      split,
      height: header.getBoundingClientRect().height,
      scrollWidth: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      controls,
    };
  }, region);
}

/** Resizes the window to `width` (800px tall), and waits until the page has laid itself out at it. */
async function resizeTo(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
}

/** The bar is one row, at most MAX_BAR_HEIGHT high: every control shares a horizontal band with every other. */
function expectOneRow(bar: Layout, at: string) {
  expect(bar.height, `${at}: bar height`).toBeLessThanOrEqual(MAX_BAR_HEIGHT);
  const lowestTop = Math.max(...bar.controls.map((control) => control.top));
  const highestBottom = Math.min(...bar.controls.map((control) => control.bottom));
  expect(lowestTop, `${at}: the bar wraps onto a second row`).toBeLessThan(highestBottom);
}

/** The bar laid out at `width` is on screen: no sideways scroll, and every one of its controls within the edges. */
function expectBarOnScreen(bar: Layout, width: number, at: string) {
  expect(bar.scrollWidth, `${at}: sideways scroll`).toBeLessThanOrEqual(width);
  expect(bar.controls.length, `${at}: the bar's controls`).toBeGreaterThanOrEqual(3);
  for (const control of bar.controls) {
    expect(control.left, `${at}: "${control.name}" starts off screen`).toBeGreaterThanOrEqual(0);
    expect(control.right, `${at}: "${control.name}" ends off screen`).toBeLessThanOrEqual(width);
  }
}

/** The bar laid out at `width` is on screen, and none of its words is broken across lines: whatever a reader's text. */
function expectBarWhole(bar: Layout, width: number) {
  expectBarOnScreen(bar, width, `at ${width}px`);
  expect(bar.split, `at ${width}px: words broken across lines`).toEqual([]);
}

/**
 * The bar laid out at `width` fits: on screen, no name broken across lines (below 360px the chat button's takes two
 * on purpose, SiteHeader.module.css), and one row from 360px up.
 */
function expectBarFits(bar: Layout, width: number, at: string) {
  expectBarOnScreen(bar, width, at);
  const broken = bar.broken.filter(({ chat }) => !chat || width >= 360);
  expect(broken, `${at}: names broken across lines`).toEqual([]);
  expect(bar.split, `${at}: words broken across lines`).toEqual([]);
  if (width >= 360) expectOneRow(bar, at);
  if (width >= TOUCH_BELOW) return;
  for (const control of bar.controls) {
    expect(control.bottom - control.top, `${at}: "${control.name}", a finger's target`).toBeGreaterThanOrEqual(FINGER);
  }
}

/** Text under the floating chat button, if it is on screen: each line of text whose box meets the button's. */
function textUnderChat(page: Page) {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLElement>('a.floating-chat')!;
    const chat = button.getBoundingClientRect();
    const onScreen =
      chat.bottom > 0 && chat.top < window.innerHeight && chat.right > 0 && chat.left < window.innerWidth;
    if (!onScreen || !button.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
      return { onScreen: false, covered: [] as string[] };
    }
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || button.contains(parent)) continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        const meets =
          line.width > 0 &&
          line.left < chat.right &&
          line.right > chat.left &&
          line.top < chat.bottom &&
          line.bottom > chat.top;
        if (meets) covered.push(node.textContent.trim().slice(0, 60));
      }
    }
    return { onScreen: true, covered };
  });
}

/**
 * The display face is `optional` (astro.config.mjs): a first visit on a slow link keeps its fallback for that page, a
 * later page has the face from the cache. Each test lays out the face, from a cache filled here, as a later page does;
 * the fallback has a test of its own, below.
 */
test.beforeEach(async ({ page }) => {
  await page.goto('/');
  const files = await loadDisplayFace(page);
  expect(files, "the display face's files").toEqual(['loaded', ...files.slice(1).map(() => 'loaded')]);
});

/** Loads each file of the display face (--font-display's first family), and says how each went. */
function loadDisplayFace(page: Page) {
  return page.evaluate(async () => {
    const family = getComputedStyle(document.body)
      .getPropertyValue('--font-display')
      .split(',')[0]!
      .replaceAll('"', '');
    const display = [...document.fonts].filter((face) => face.family.replaceAll('"', '') === family.trim());
    await Promise.allSettled(display.map((face) => face.load()));
    return display.map((face) => face.status);
  });
}

/** On `/` and another page, the bar fits at each of BAR_WIDTHS. */
async function expectBarFitsEverywhere(page: Page) {
  for (const path of ['/', OTHER_ROUTE.path]) {
    await page.setViewportSize({ width: BAR_WIDTHS[0]!, height: 800 });
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    for (const width of BAR_WIDTHS) {
      await resizeTo(page, width);
      expectBarFits(await layoutOf(page), width, `${path} at ${width}px`);
    }
  }
}

test('the bar is one row of whole names, on screen, where its layout changes and at each end', async ({ page }) => {
  await expectBarFitsEverywhere(page);
});

for (const screen of FIRST_VIEWS) {
  test(`at ${screen.width}×${screen.height}, the floating chat button covers no text, first view or last, on any page, with motion reduced or not`, async ({
    page,
  }) => {
    await page.setViewportSize(screen);
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      await page.emulateMedia({ reducedMotion });
      for (const { path } of CONTENT_ROUTES) {
        const at = `${path}, reduced motion: ${reducedMotion}`;
        await page.goto(path);
        await page.evaluate(() => document.fonts.ready);
        // The first view as painted: two frames on.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        expect((await textUnderChat(page)).covered, `${at}: first view`).toEqual([]);
        await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
        await expect
          .poll(() =>
            page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1),
          )
          .toBe(true);
        // At the very end the button is in view (it is always reachable), resting where there is no text.
        await expect(page.locator('a.floating-chat')).toBeInViewport();
        await expect.poll(() => textUnderChat(page), `${at}: last view`).toEqual({ onScreen: true, covered: [] });
      }
    }
  });
}

/** A word longer than a phone's line, as copy may hold one: an email or web address. */
const LONG_WORD = 'reservations@mountain-residences-and-founders-club.co.uk';

/**
 * Each piece of copy in the page and its footer, one at a time with `word` added, as laid out: the pieces whose text
 * then runs past the screen's edge (the body clips it, so it would not scroll sideways: it would be cut off).
 */
function copyPastTheEdge(page: Page, word: string) {
  return page.evaluate((word) => {
    // A table or a carousel row scrolls sideways on purpose: what is in it may be wider than the screen.
    const inScroller = (element: Element): boolean => {
      for (let at = element.parentElement; at; at = at.parentElement) {
        if (/auto|scroll/.test(getComputedStyle(at).overflowX)) return true;
      }
      return false;
    };
    const pieces = [...document.querySelectorAll<HTMLElement>('main *, footer *')].filter(
      (element) =>
        element.childElementCount === 0 &&
        element.textContent?.trim() &&
        element.checkVisibility() &&
        // A chart's labels are figures placed in an SVG, never wrapped; chart.spec.ts measures them.
        !(element instanceof SVGElement) &&
        // Visually hidden text (a 1px box) is for screen readers only.
        element.getBoundingClientRect().width > 1 &&
        !inScroller(element),
    );
    const past: string[] = [];
    for (const element of pieces) {
      const text = element.textContent!;
      element.textContent = `${text} ${word}`;
      const range = document.createRange();
      range.selectNodeContents(element);
      const right = Math.max(...[...range.getClientRects()].map((line) => line.right));
      if (right > window.innerWidth + 0.5) past.push(`"${text.trim().slice(0, 40)}" runs to ${Math.round(right)}px`);
      element.textContent = text;
    }
    return { checked: pieces.length, past };
  }, word);
}

for (const { path } of CONTENT_ROUTES) {
  test(`${path}: nothing scrolls sideways at 320, 768 or 1280px, and a word longer than a phone's line wraps on screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const { checked, past } = await copyPastTheEdge(page, LONG_WORD);
    expect(checked, 'pieces of copy checked').toBeGreaterThan(10);
    expect(past).toEqual([]);
    for (const width of [320, 768, 1280]) {
      await resizeTo(page, width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `at ${width}px`).toBeLessThanOrEqual(
        width,
      );
    }
  });
}

/** Phones upright and on their side, a tablet, laptops: where the home hero's text starts depends on both sides. */
const SCREENS = [
  { width: 320, height: 568 },
  { width: 740, height: 360 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

test("home: no text of the hero slides under the bar while it is see-through, at any screen's size", async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => document.fonts.ready);
  for (const screen of SCREENS) {
    await page.setViewportSize(screen);
    // 100px is the last of the spec's transparent scroll (solid past it): the hero's text is at its highest there.
    await page.evaluate(() => window.scrollTo({ top: 100, behavior: 'instant' }));
    await expect.poll(() => barAlpha(page), `${screen.width}×${screen.height} at 100px`).toBe(0);
    const { bar, text } = await page.evaluate(() => {
      const hero = document.getElementById('page-title')!.closest('section')!;
      const walker = document.createTreeWalker(hero, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      let top = Infinity;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        range.selectNodeContents(node);
        for (const line of range.getClientRects()) top = Math.min(top, line.top);
      }
      return { bar: document.querySelector('header')!.getBoundingClientRect().bottom, text: top };
    });
    expect(
      text,
      `${screen.width}×${screen.height}: the hero's first line under a bar ending at ${bar}px`,
    ).toBeGreaterThanOrEqual(bar);
  }
});

test('a bar at the longest site.yaml allows still fits on one row at 1024px, the narrowest wide screen', async ({
  page,
}) => {
  // The nav as it stands, with one more link if the check in src/lib/barFit.ts lets one through, and its last link
  // then as long as the check allows, in letters like the links' own: whatever the nav, the longest bar it allows.
  const names = site.nav.map((link) => link.name);
  const letters = names.join(' ').repeat(4);
  const barWith = (links: string[]) => ({ brand: site.brand, links, chat: barChatText(site.chat.app) });
  expect(barExcess(barWith(names)), 'the nav fits today').toBeLessThanOrEqual(0);
  const added = barExcess(barWith([...names, letters[0]!])) <= 0;
  const start = added ? '' : `${names.at(-1)!} `;
  const withLast = (last: string) => [...(added ? names : names.slice(0, -1)), `${start}${last}`.trim()];
  let length = 0;
  while (length < letters.length && barExcess(barWith(withLast(letters.slice(0, length + 1)))) <= 0) length += 1;
  const links = withLast(letters.slice(0, length));
  const last = links.at(-1)!;
  expect(barExcess(barWith(links)), 'the check lets the bar through').toBeLessThanOrEqual(0);
  expect(barExcess(barWith(withLast(`${letters.slice(0, length)}xx`))), 'and no longer one').toBeGreaterThan(0);

  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto(CONTENT_ROUTES[0]!.path);
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(
    ({ name, add }) => {
      const item = document.querySelector('header nav li:last-child')!;
      if (add) item.after(item.cloneNode(true));
      document.querySelector('header nav li:last-child a')!.textContent = name;
    },
    { name: last, add: added },
  );
  const bar = await layoutOf(page);
  expect(bar.controls.map((control) => control.name)).toEqual(expect.arrayContaining(links));
  expectOneRow(bar, `at 1024px with the longest ${added ? 'extra' : 'last'} link`);
});

/**
 * The hero's picture will be a photograph one day (content/README.md), and a mountain photograph is mostly snow and
 * sky. With every picture replaced by plain white, the brightest a photograph can be, each line of text over the hero
 * keeps WCAG's contrast (4.5:1, or 3:1 for large text) against the lightest pixel behind it, at every width.
 */
for (const { id, path } of PAGES.filter(({ id }) => frontmatter(id).hero.image)) {
  test(`${path}: text over the hero's picture stays legible on the brightest photograph, on a phone, a tablet and a wide screen`, async ({
    page,
  }) => {
    const white = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    await page.route(/\/_astro\/.+\.(avif|webp|png|jpe?g)$/, (route) =>
      route.fulfill({ body: white, contentType: 'image/png' }),
    );
    const failures: string[] = [];
    for (const width of [320, 768, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      await expect(page.locator('main section img').first()).toHaveJSProperty('complete', true);
      // Every line of text over the hero, the bar's included.
      const hero = await page.evaluate(() => {
        const { top, bottom } = document.querySelector('main section')!.getBoundingClientRect();
        return { top: top + scrollY, bottom: bottom + scrollY };
      });
      const lines = (await shownLines(page)).filter(({ box }) => box.top < hero.bottom && box.bottom > hero.top);
      expect(lines.length, `${id} at ${width}px: lines over the hero`).toBeGreaterThan(3);
      // The text's own pixels out of the way (through the CSSOM: the CSP refuses a style sheet), and the floating
      // button, which the tests above keep off text.
      await page.evaluate(() => {
        for (const element of document.querySelectorAll<HTMLElement>('body *')) {
          // At once: a link's colour transition would leave its letters half there in the screenshot.
          element.style.setProperty('transition', 'none', 'important');
          element.style.setProperty('color', 'transparent', 'important');
          element.style.setProperty('text-shadow', 'none', 'important');
        }
        document.querySelector<HTMLElement>('.floating-chat')!.style.display = 'none';
      });
      const { data, info } = await sharp(await page.screenshot({ fullPage: true }))
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      for (const { text, color, large, box } of lines) {
        let lightest = 0;
        for (let y = Math.max(Math.round(box.top), 0); y < Math.min(Math.round(box.bottom), info.height); y += 1) {
          for (let x = Math.max(Math.round(box.left), 0); x < Math.min(Math.round(box.right), info.width); x += 1) {
            const at = (y * info.width + x) * 3;
            lightest = Math.max(lightest, luminance([data[at]!, data[at + 1]!, data[at + 2]!]));
          }
        }
        const ratio = contrast(luminance(color), lightest);
        if (ratio < (large ? 3 : 4.5)) failures.push(`${width}px "${text}": ${ratio.toFixed(2)}:1`);
      }
    }
    expect(failures).toEqual([]);
  });
}

/** The pages with a grid of cards or steps. */
const GRID_PAGES = PAGES.filter(({ id }) => uses(id, 'Card') || uses(id, 'Step'));

test('a grid of cards or steps leaves no hole at the end of a row, nor an item too thin to read, of any length, in any section', async ({
  page,
}) => {
  let grids = 0;
  for (const { path } of GRID_PAGES) {
    await page.goto(path);
    for (const width of GRID_WIDTHS) {
      await resizeTo(page, width);
      // Each row of each grid, as the right edge of its last item against the grid's own: with its items as written,
      // then with two to six of them, as a copywriter may write more or fewer; in its own section, then in a narrow
      // one and beside a picture, where a copywriter may move it.
      const rows = await page.locator('ul.cards, ol.steps').evaluateAll((lists) =>
        lists.flatMap((list, index) => {
          // The items as written, kept from the first width's run, which leaves six.
          const items: Element[] = Reflect.get(list, 'written') ?? [...list.children];
          Reflect.set(list, 'written', items);
          const section = list.closest('.section')!;
          return ['', 'section--narrow', 'section--split'].flatMap((layout) => {
            if (layout) section.classList.add(layout);
            const found = [items.length, 2, 3, 4, 5, 6].map((count) => {
              list.replaceChildren(...Array.from({ length: count }, (_, at) => items[at] ?? items[0]!.cloneNode(true)));
              const ends = new Map<number, number>();
              for (const item of list.children) {
                const box = item.getBoundingClientRect();
                ends.set(Math.round(box.top), Math.max(ends.get(Math.round(box.top)) ?? 0, box.right));
              }
              return {
                grid: `${list.className.split(' ')[0]} ${index + 1} of ${count}${layout ? ` in ${layout}` : ''}`,
                count,
                right: list.getBoundingClientRect().right,
                column: list.parentElement!.getBoundingClientRect().right,
                ends: [...ends.values()],
                thinnest: Math.min(...[...list.children].map((item) => item.getBoundingClientRect().width)),
                rem: parseFloat(getComputedStyle(document.documentElement).fontSize),
              };
            });
            if (layout) section.classList.remove(layout);
            return found;
          });
        }),
      );
      grids += rows.length;
      for (const { grid, count, right, column, ends, thinnest, rem } of rows) {
        // The grid fills its section's column, as wide as the text around it may be.
        expect(right, `${path} at ${width}px, ${grid}: its end against its column's`).toBeCloseTo(column, 0);
        for (const end of ends) expect(end, `${path} at ${width}px, ${grid}`).toBeCloseTo(right, 0);
        // Not one item a row, which would end every row at the edge too: two share a row from tablet width (beside a
        // picture, from where the picture goes beside the text, the column is too narrow for two).
        if (count === 2 && width >= 768 && !grid.endsWith('section--split')) {
          expect(ends, `${path} at ${width}px, ${grid}: its rows`).toHaveLength(1);
        }
        // Four to a row in a narrow column would leave a card a word or two a line.
        expect(thinnest, `${path} at ${width}px, ${grid}: its thinnest item`).toBeGreaterThanOrEqual(13 * rem);
      }
    }
  }
  expect(grids, 'grids checked').toBeGreaterThan(0);
});

test('a table needs no sideways scroll from tablet width, in its own section or a narrow one', async ({ page }) => {
  let tables = 0;
  for (const { path } of PAGES.filter(({ id }) => uses(id, 'SummaryTable') || uses(id, 'ProjectionTable'))) {
    for (const width of [768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const found = await page.locator('.table-scroll').evaluateAll((boxes) =>
        ['', 'section--narrow'].flatMap((layout) =>
          boxes.map((box) => {
            const section = box.closest('.section')!;
            if (layout) section.classList.add(layout);
            const { clientWidth, scrollWidth } = box;
            if (layout) section.classList.remove(layout);
            return {
              table: `${box.getAttribute('aria-label')}${layout ? ` in ${layout}` : ''}`,
              clientWidth,
              scrollWidth,
            };
          }),
        ),
      );
      tables += found.length;
      for (const { table, clientWidth, scrollWidth } of found) {
        expect(scrollWidth, `${path} at ${width}px, ${table}: its width against its box's`).toBeLessThanOrEqual(
          clientWidth,
        );
      }
    }
  }
  expect(tables, 'tables checked').toBeGreaterThan(0);
});

test("a list written in a section's copy keeps to its paragraphs' measure, in every section", async ({ page }) => {
  let lists = 0;
  for (const { path } of CONTENT_ROUTES) {
    await page.goto(path);
    for (const width of [375, 1440]) {
      await resizeTo(page, width);
      // A paragraph and a list of the same long sentence, as Markdown writes them, at the end of each section's text.
      const found = await page.locator('.section > .text').evaluateAll((texts) => {
        const sentence = 'A sentence long enough to run to the end of its line, and on, in every section. '.repeat(3);
        return texts.map((text, index) => {
          const paragraph = Object.assign(document.createElement('p'), { textContent: sentence });
          const lists = (['ul', 'ol'] as const).map((tag) => {
            const list = document.createElement(tag);
            list.append(Object.assign(document.createElement('li'), { textContent: sentence }));
            return list;
          });
          text.append(paragraph, ...lists);
          const { left, right } = paragraph.getBoundingClientRect();
          return {
            section: `section ${index + 1} (${text.parentElement!.className})`,
            paragraph: { left, right },
            lists: lists.map((list) => ({
              tag: list.localName,
              left: list.getBoundingClientRect().left,
              right: list.getBoundingClientRect().right,
            })),
          };
        });
      });
      for (const { section, paragraph, lists: written } of found) {
        for (const list of written) {
          const where = `${path} at ${width}px, ${section}, <${list.tag}>`;
          expect(list.left, `${where}: its start against the paragraph's`).toBeCloseTo(paragraph.left, 0);
          expect(list.right, `${where}: its end against the paragraph's`).toBeCloseTo(paragraph.right, 0);
          lists += 1;
        }
      }
    }
  }
  expect(lists, 'lists checked').toBeGreaterThan(0);
});

// WCAG 1.4.12's text spacing takes more room than the bar's one row has on a phone: names may take two lines, whole.
test("with WCAG's text spacing, the bar's controls stay on screen, their words whole", async ({ page }) => {
  await page.goto(CONTENT_ROUTES[0]!.path);
  await page.evaluate(() => document.fonts.ready);
  await spaceText(page);
  for (const width of BAR_WIDTHS) {
    await resizeTo(page, width);
    expectBarWhole(await layoutOf(page), width);
  }
});

// The footer's links, as many as a site may have (the nav's, its own and two more), go onto a second row, whole.
test("the footer's links keep their names whole, however many there are", async ({ page }) => {
  await page.goto(CONTENT_ROUTES[0]!.path);
  await page.evaluate(() => document.fonts.ready);
  const names = [...new Set([...site.footer.links, ...site.nav].map((link) => link.name))];
  const all = [...names, ...names.slice(0, 2).map((name) => `${name} ${name}`)];
  await page.evaluate((links) => {
    const list = document.querySelector('footer nav ul')!;
    const item = list.querySelector('li')!;
    list.replaceChildren(
      ...links.map((name) => {
        const copy = item.cloneNode(true) as HTMLElement;
        copy.querySelector('a')!.textContent = name;
        return copy;
      }),
    );
  }, all);
  for (const width of BAR_WIDTHS) {
    await resizeTo(page, width);
    const footer = await layoutOf(page, 'footer nav');
    expect(footer.controls.map((control) => control.name)).toEqual(all);
    expectBarOnScreen(footer, width, `the footer's ${all.length} links at ${width}px`);
    expect(footer.split, `the footer's links at ${width}px: words broken across lines`).toEqual([]);
  }
});

// A title of one long, ordinary word, as copy may give a card, a step or a hero's highlight.
test('a title of a card, a step or a highlight keeps a long word whole, four cards to a row or two highlights', async ({
  page,
}) => {
  await expectLongTitlesWhole(page);
});

/**
 * A first visit on a slow link, the display face too late for the page: its fallback (src/styles/tokens.css), sized
 * to the face, lays the bar and the titles out as the face does.
 */
test('with the display face held back, its fallback keeps the bar to one row and long titles whole', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await context.route('**/_astro/fonts/**', (route) => route.abort());
  try {
    const page = await context.newPage();
    await page.goto('/');
    const files = await loadDisplayFace(page);
    expect(files, "the display face's files, held back").toEqual(['error', ...files.slice(1).map(() => 'error')]);
    await expectBarFitsEverywhere(page);
    await expectLongTitlesWhole(page);
  } finally {
    await context.close();
  }
});

/** Every card's, step's and highlight's title set to one long word stays whole, as written and four cards to a row. */
async function expectLongTitlesWhole(page: Page) {
  const WORD = 'Mountaineering';
  const TITLES = 'ul.cards > li > h3, ol.steps > li > h3, .highlights strong';
  let titles = 0;
  for (const { path } of [...GRID_PAGES, ...PAGES.filter(({ id }) => frontmatter(id).hero.highlights)]) {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    // As written, and the first grid of cards with four: the most that share a row.
    for (const four of [false, true]) {
      const count = await page.evaluate(
        ({ selector, word, four }) => {
          const list = document.querySelector('ul.cards');
          if (four && list) {
            const items = [...list.children];
            list.replaceChildren(...Array.from({ length: 4 }, (_, at) => items[at] ?? items[0]!.cloneNode(true)));
          }
          const all = document.querySelectorAll(selector);
          for (const title of all) title.textContent = word;
          return all.length;
        },
        { selector: TITLES, word: WORD, four },
      );
      titles += count;
      if (count === 0) continue;
      for (const width of [320, ...GRID_WIDTHS]) {
        await resizeTo(page, width);
        const { split } = await layoutOf(page, TITLES);
        expect(split, `${path}${four ? ' with four cards' : ''} at ${width}px: "${WORD}"`).toEqual([]);
      }
    }
  }
  expect(titles, 'titles checked').toBeGreaterThan(0);
}

/**
 * The longest brand site.yaml allows (src/lib/barFit.ts) on a phone or a tablet: the brand takes two lines where it
 * must, and neither the chat button's name (from 360px) nor the Menu's breaks.
 */
test("the longest brand site.yaml allows takes two lines on a phone, and leaves the bar's buttons whole", async ({
  page,
}) => {
  const links = site.nav.map((link) => link.name);
  const barWith = (brand: string) => ({ brand, links, chat: barChatText(site.chat.app) });
  const words = `${site.brand} `.repeat(4);
  let length = site.brand.length;
  while (barExcess(barWith(words.slice(0, length + 1).trim())) <= 0) length += 1;
  const brand = words.slice(0, length).trim();
  expect(brand.length, "a brand longer than today's").toBeGreaterThan(site.brand.length);
  // Opened at a phone's width: narrowed from a wide screen, the nav's row folds into the Menu over 0.25s.
  await page.setViewportSize({ width: BAR_WIDTHS[0]!, height: 800 });
  await page.goto(CONTENT_ROUTES[0]!.path);
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate((name) => {
    document.querySelector('header a[href="/"]')!.textContent = name;
  }, brand);
  for (const width of BAR_WIDTHS.filter((each) => each < TOUCH_BELOW)) {
    await resizeTo(page, width);
    const bar = await layoutOf(page);
    const at = `"${brand}" at ${width}px`;
    expectBarOnScreen(bar, width, at);
    expect(bar.split, `${at}: words broken across lines`).toEqual([]);
    const broken = bar.broken.filter(({ text, chat }) => text !== brand && (!chat || width >= 360));
    expect(broken, `${at}: names broken across lines`).toEqual([]);
    if (width >= 360) expectOneRow(bar, at);
  }
});

// A reader's larger text size (Chrome's "Very large" is 24px; 32px is twice the default) sets the bar in rem.
for (const size of [24, 32]) {
  test(`with the browser's text size at ${size}px, the bar's controls stay on screen, their words whole`, async ({
    context,
    page,
  }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: size } });
    await page.goto(CONTENT_ROUTES[0]!.path);
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(`${size}px`);
    for (const width of BAR_WIDTHS) {
      await resizeTo(page, width);
      const bar = await layoutOf(page);
      expectBarWhole(bar, width);
      for (const control of bar.controls) {
        expect(control.top, `at ${width}px: "${control.name}" starts above the bar`).toBeGreaterThanOrEqual(0);
        expect(control.bottom, `at ${width}px: "${control.name}" ends below the bar`).toBeLessThanOrEqual(bar.height);
      }
    }
  });
}

// A phone on its side is as short as a screen gets: the picture, as wide as the screen, must leave room for the buttons.
test("on a phone on its side, each carousel's picture and its buttons fit on screen together, below the bar", async ({
  page,
}) => {
  for (const [width, height] of [
    [568, 320],
    [844, 390],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const { path, label } of CAROUSELS) {
      await page.goto(path);
      const root = carousel(page, label);
      // The island's buttons: the browser's own, before it, are drawn where they are.
      await root.scrollIntoViewIfNeeded();
      await hydrated(page.locator('astro-island').filter({ has: root }));
      const picture = root.getByRole('img').first();
      const buttons = root.getByRole('button');
      await expect(buttons.first()).toBeVisible();
      const bar = (await page.getByRole('banner').boundingBox())!.height;
      const top = (await picture.boundingBox())!.y;
      const bottom = Math.max(
        ...(await buttons.evaluateAll((all) => all.map((b) => b.getBoundingClientRect().bottom))),
      );
      expect(
        bottom - top,
        `${path} ${label} at ${width}×${height}, in ${height - bar}px below the bar`,
      ).toBeLessThanOrEqual(height - bar);
    }
  }
});
