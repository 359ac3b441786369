import { expect, type Locator, type Page } from '@playwright/test';

// How tests find a carousel, its slides and its buttons, in each of its three states (JavaScript off, scripts not yet
// arrived, hydrated). Waiting for hydration itself is ./hydration's.

/** A carousel by its accessible name (its `label:` in the page's frontmatter). */
export function carousel(page: Page, label: string): Locator {
  return page
    .locator('section[aria-roledescription="carousel"]')
    .and(page.getByRole('region', { name: label, exact: true }));
}

/** A carousel's row of slides: the group named as the carousel, which scrolls and takes focus before the island. */
export const slideRow = (root: Locator, label: string) => root.getByRole('group', { name: label, exact: true });

/** A slide's accessible name, from Carousel.astro's slideLabel "{n} of {total}". */
export const slideName = (n: number, total: number) => `${n} of ${total}`;

/**
 * Waits until slide `n` of a carousel fills its row, wherever the page is scrolled: the slide's box is the carousel's
 * width. `beforeEachLook` runs before each look.
 */
export const slideShown = (root: Locator, n: number, total: number, beforeEachLook?: () => Promise<unknown>) =>
  expect
    .poll(async () => {
      await beforeEachLook?.();
      return root.evaluate((carousel) => {
        const row = carousel.getBoundingClientRect();
        const filling = [...carousel.querySelectorAll('[aria-roledescription="slide"]')].find((slide) => {
          const box = slide.getBoundingClientRect();
          return Math.abs(box.left - row.left) < 2 && Math.abs(box.width - row.width) < 2;
        });
        return filling?.getAttribute('aria-label') ?? null;
      });
    })
    .toBe(slideName(n, total));

/**
 * The position a carousel paints, e.g. "2 / 5"; null while it is not shown. The island writes it as text; before
 * hydration the row's scroll drives it through CSS counters, which no DOM text holds, so it is put together from
 * the computed counters and the `::before` content that shows them.
 */
export const shownPosition = (root: Locator) =>
  root.locator('p[aria-hidden="true"]').evaluate((position) => {
    if (getComputedStyle(position).visibility !== 'visible') return null;
    const before = getComputedStyle(position, '::before').content;
    if (!before.includes('counter(')) return position.textContent!.trim();
    const counters = new Map(
      [...getComputedStyle(position).counterReset.matchAll(/([\w-]+) (-?\d+)/g)].map(([, name, value]) => [
        name,
        value,
      ]),
    );
    // The content is a list of strings and counters: `counter(slide) " / " counter(total)`.
    return [...before.matchAll(/"([^"]*)"|counter\(([\w-]+)\)/g)]
      .map(([, text, counter]) => text ?? counters.get(counter!))
      .join('');
  });

/**
 * Records, from the next page load on, the layout shifts inside the carousels (the font's late swap elsewhere is not
 * an island's; the page's CLS is Lighthouse's); returns a function that reads them.
 */
export async function carouselShifts(page: Page): Promise<() => Promise<number[]>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { carouselShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const sources = (entry as unknown as { sources: { node: Node | null }[] }).sources;
        const inCarousel = sources.some((source) => source.node?.parentElement?.closest('[aria-roledescription]'));
        if (inCarousel) shifts.push((entry as unknown as { value: number }).value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { carouselShifts: number[] }).carouselShifts);
}

/** A button as a screen reader finds it. */
interface AxButton {
  name: string;
  disabled: boolean;
}

/**
 * The buttons of a carousel (named `label`) in Chromium's accessibility tree, in order. Before hydration they are the
 * slide row's own scroll buttons (CSS `::scroll-button()`, which no DOM query sees); afterwards the island's. Hidden
 * buttons are not in the tree.
 */
async function carouselButtons(page: Page, label: string): Promise<AxButton[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: `[...document.querySelectorAll('[aria-roledescription="carousel"]')].find((root) => root.ariaLabel === ${JSON.stringify(label)})`,
    });
    const { nodes } = await cdp.send('Accessibility.queryAXTree', { objectId: result.objectId!, role: 'button' });
    return nodes.map((node) => ({
      name: String(node.name?.value),
      disabled: node.properties?.some(({ name, value }) => name === 'disabled' && value.value === true) ?? false,
    }));
  } finally {
    await cdp.detach();
  }
}

/**
 * Before the island (and without JavaScript), the row's own Previous and Next stand where the island's will, and work:
 * each moves the row a slide and disables at its end, the position follows, and so do the arrow keys. It leaves the
 * row at its first slide.
 */
export async function rowControlsWork(page: Page, root: Locator, label: string, count: number): Promise<void> {
  const [previous, next] = ['Previous slide', 'Next slide'];
  const [back, on] = await Promise.all(
    [previous, next].map(async (name) => {
      const island = root.getByRole('button', { name, includeHidden: true });
      await expect(island).toBeHidden();
      const { x, y, width, height } = (await island.boundingBox())!;
      return () => page.mouse.click(x + width / 2, y + height / 2);
    }),
  );
  // Each move shows its slide, and the position beside the buttons follows it.
  const shown = async (n: number) => {
    await slideShown(root, n, count);
    await expect.poll(() => shownPosition(root)).toBe(`${n} / ${count}`);
  };
  const states = (atStart: boolean, atEnd: boolean) =>
    expect
      .poll(() => carouselButtons(page, label))
      .toEqual([
        { name: previous, disabled: atStart },
        { name: next, disabled: atEnd },
      ]);
  await states(true, false);
  for (let n = 2; n <= count; n += 1) await on!().then(() => shown(n));
  await states(false, true);
  for (let n = count - 1; n >= 1; n -= 1) await back!().then(() => shown(n));
  await states(true, false);
  // The arrow keys move the focused row a slide at a time (the browser's own scrolling, snapped).
  await slideRow(root, label).focus();
  await page.keyboard.press('ArrowRight');
  await shown(2);
  await page.keyboard.press('ArrowLeft');
  await shown(1);
}
