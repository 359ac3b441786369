import { expect, test, type Page } from '@playwright/test';
import { focusRing } from './contrast';
import { hydrateAll } from './hydration';
import { CONTENT_ROUTES, pageWith } from './support';

/**
 * What of the page's fixed chrome (the top bar, the floating chat button) covers part of the focused element once
 * the page is still (WCAG 2.4.12): the page keeps what Tab focuses clear of both (scroll-padding). An element taller
 * than the room between them cannot be, and the skip link is drawn over the bar on purpose.
 */
async function coveredBy(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = NaN; y !== window.scrollY; await frame()) y = window.scrollY;
    const element = document.activeElement!;
    const box = element.getBoundingClientRect();
    const chrome = [document.querySelector('header')!, document.querySelector<HTMLElement>('a.floating-chat')!];
    const covers = chrome.map((part) => part.getBoundingClientRect());
    const [bar, chat] = covers;
    if (box.height > chat!.top - bar!.bottom || element.classList.contains('skip-link')) return [];
    return chrome
      .filter((part, index) => {
        const cover = covers[index]!;
        return (
          !part.contains(element) &&
          Math.min(box.right, cover.right) > Math.max(box.left, cover.left) &&
          Math.min(box.bottom, cover.bottom) > Math.max(box.top, cover.top)
        );
      })
      .map((part) => part.outerHTML.slice(0, 60));
  });
}

/** The page with the questions, the most stops of any: checked on the phone too, where the fixed chrome is closer. */
const ON_A_PHONE_TOO = pageWith('Faq').path;

/** Reduced motion changes no layout: checked on the page with the most stops. */
const motions = (path: string) => (path === ON_A_PHONE_TOO ? (['no-preference', 'reduce'] as const) : [undefined]);

for (const { path } of CONTENT_ROUTES) {
  for (const reducedMotion of motions(path))
    test(`${path}: Tab reaches every link and button in document order, each with a focus ring that stands out${reducedMotion ? `, reduced motion: ${reducedMotion}` : ''}${path === ON_A_PHONE_TOO ? ' @every-screen' : ''}`, async ({
      page,
    }) => {
      if (reducedMotion) await page.emulateMedia({ reducedMotion });
      await page.goto(path);
      // Every island that hydrates at this width does so first, so the tab order is final.
      await hydrateAll(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      // Everything a keyboard user should be able to reach, in document order.
      const expected = await page.evaluate(() => {
        const selector =
          'a[href], button:not([disabled]), summary, [tabindex]:not([tabindex="-1"]), input, select, textarea';
        return [...document.querySelectorAll<HTMLElement>(selector)]
          .filter((element) => {
            if (element.closest('[inert], [hidden], [aria-hidden="true"]')) return false;
            const style = getComputedStyle(element);
            // The skip link is visually hidden until focused; everything else must be rendered.
            return (
              element.classList.contains('skip-link') ||
              (style.visibility !== 'hidden' && element.getClientRects().length > 0)
            );
          })
          .map((element, index) => {
            element.dataset['kbd'] = String(index);
            return index;
          });
      });
      expect(expected.length).toBeGreaterThan(5);

      const visited: number[] = [];
      for (let press = 0; press < expected.length + 5; press += 1) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          if (!element || element === document.body) return null;
          return {
            index: element.dataset['kbd'] === undefined ? -1 : Number(element.dataset['kbd']),
            label: element.outerHTML.slice(0, 80),
          };
        });
        if (!focused) break;
        if (visited.includes(focused.index)) break;
        expect(await coveredBy(page), `what covers ${focused.label}`).toEqual([]);
        const ring = await focusRing(page);
        expect(ring.contrast, `the focus ring's contrast on ${focused.label}`).toBeGreaterThanOrEqual(3);
        expect(ring.thickness, `the focus ring's thickness on ${focused.label}`).toBeGreaterThanOrEqual(2);
        visited.push(focused.index);
      }
      expect(visited[0], 'the skip link is the first stop').toBe(0);
      expect(visited).toEqual(expected);
    });
}
