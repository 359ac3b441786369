import type { CDPSession, Locator, Page } from '@playwright/test';
import { carousel, carouselShifts, shownPosition, slideName, slideRow, slideShown } from './carousels';
import { hydrated, withoutCssFeatureInCss } from './hydration';
import { expect, loadedAndIdle, networkIdle, test } from './network';
import { CAROUSELS } from './support';

/** Scrolls the carousel into view, hydrates it (client:interaction) and waits for its buttons: shown once they work. */
async function ready(page: Page, root: Locator) {
  await root.scrollIntoViewIfNeeded();
  await hydrated(page.locator('astro-island').filter({ has: root }));
  await expect(buttons(root).next).toBeVisible();
}

/** A finger put down at `from` and moved to `to` in eight steps, still down: a real touch, through CDP. */
async function touchDrag(cdp: CDPSession, from: number, to: number, y: number) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 8; step += 1) {
    const x = from + ((to - from) * step) / 8;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
}

function buttons(root: Locator) {
  return {
    previous: root.getByRole('button', { name: 'Previous slide' }),
    next: root.getByRole('button', { name: 'Next slide' }),
  };
}

/** The carousel these tests run on: the first of the site with three slides or more. */
const SUBJECT = CAROUSELS.find((c) => c.count >= 3);
if (!SUBJECT) throw new Error('No carousel of content/pages/ has three slides or more: these tests need one.');

test.describe(`the carousel on ${SUBJECT.path}`, () => {
  const subject = SUBJECT;
  let root: Locator;

  test.beforeEach(async ({ page }) => {
    root = carousel(page, subject.label);
    await page.goto(subject.path);
  });

  test('is an APG carousel of labelled slides, one per image in its content', async ({ page }) => {
    const { count } = subject;
    await ready(page, root);
    const slides = root.getByRole('group');
    await expect(slides).toHaveCount(count);
    for (let n = 1; n <= count; n += 1) {
      await expect(slides.nth(n - 1)).toHaveAttribute('aria-roledescription', 'slide');
      await expect(slides.nth(n - 1)).toHaveAccessibleName(slideName(n, count));
    }
    // An AVIF source with a srcset, intrinsic size, and every picture but the first left until it is near.
    const images = root.locator('img');
    await expect(images).toHaveCount(count);
    await expect(root.locator('source[type="image/avif"][srcset*="w, "]')).toHaveCount(count);
    for (const image of (await images.all()).slice(1)) await expect(image).toHaveAttribute('loading', 'lazy');
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute('width', /^\d+$/);
      await expect(image).toHaveAttribute('alt', /.{10,}/);
    }
  });

  test('starts on slide 1; Next and Previous move it and follow the ends', async ({ page }) => {
    const { count } = subject;
    await ready(page, root);
    const { previous, next } = buttons(root);
    await slideShown(root, 1, count);
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();

    await next.click();
    await slideShown(root, 2, count);
    await expect(previous).toBeEnabled();

    await previous.click();
    await slideShown(root, 1, count);
    await expect(previous).toBeDisabled();

    for (let n = 2; n <= count; n += 1) {
      await next.click();
      await slideShown(root, n, count);
    }
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
  });

  test('arrow keys move it while focus is inside; Page Down still scrolls the page', async ({ page }) => {
    const { count } = subject;
    await ready(page, root);
    const { next } = buttons(root);
    await next.focus();
    await page.keyboard.press('ArrowRight');
    await slideShown(root, 2, count);
    await page.keyboard.press('ArrowRight');
    await slideShown(root, 3, count);
    await page.keyboard.press('ArrowLeft');
    await slideShown(root, 2, count);

    const before = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('PageDown');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
    await slideShown(root, 2, count);

    // Focus outside the carousel: arrows leave it alone. Proven after the next key that does act: one step on from 2.
    await page.locator('main').focus();
    await page.keyboard.press('ArrowRight');
    await next.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shownPosition(root)).toBe(`3 / ${count}`);
    await slideShown(root, 3, count);
  });

  test("a slide a screen reader scrolls into view becomes the carousel's: position and buttons follow it", async ({
    page,
  }) => {
    const { count } = subject;
    await ready(page, root);
    // As NVDA's and VoiceOver's reading cursor does on reaching a slide out of view: scrolls Swiper's clipped box.
    await root.getByRole('group', { name: slideName(3, count) }).evaluate((slide) => slide.scrollIntoView());
    await slideShown(root, 3, count);
    await expect.poll(() => shownPosition(root)).toBe(`3 / ${count}`);
    await expect(buttons(root).previous).toBeEnabled();
    await buttons(root).previous.click();
    await slideShown(root, 2, count);
  });

  test('a swipe moves to the next slide @every-screen', async ({ page }, { project }) => {
    const { count } = subject;
    await ready(page, root);
    const box = (await root.getByRole('img').first().boundingBox())!;
    const y = box.y + box.height / 2;
    const [from, to] = [box.x + box.width * 0.8, box.x + box.width * 0.15];
    if (project.name === 'mobile') {
      // A real touch sequence through the DevTools protocol (the mobile project has touch).
      const cdp = await page.context().newCDPSession(page);
      await touchDrag(cdp, from, to, y);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    } else {
      await page.mouse.move(from, y);
      await page.mouse.down();
      await page.mouse.move(to, y, { steps: 8 });
      await page.mouse.up();
    }
    await slideShown(root, 2, count);
    await expect(buttons(root).previous).toBeEnabled();
  });

  test('moves in no time under prefers-reduced-motion', async ({ page }) => {
    const { count } = subject;
    /** Next pressed: how long (ms) each transition it starts on what carries the slides is set to take. */
    const transitionsOfNext = async () => {
      await ready(page, root);
      await root.evaluate((carousel) => {
        const seen: number[] = [];
        Object.assign(window, { rowTransitions: seen });
        carousel.addEventListener('transitionrun', (event) => {
          const target = event.target as Element;
          if (!target.querySelector('[aria-roledescription="slide"]')) return;
          const transition = target.getAnimations().find((each) => each instanceof CSSTransition);
          seen.push(Number(transition?.effect?.getTiming().duration ?? 0));
        });
      });
      await buttons(root).next.click();
      await slideShown(root, 2, count);
      return page.evaluate(() => (window as unknown as { rowTransitions: number[] }).rowTransitions);
    };
    expect(Math.max(...(await transitionsOfNext()))).toBeGreaterThan(100);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    expect((await transitionsOfNext()).filter((duration) => duration > 1)).toEqual([]);
  });

  test('hydrating shifts nothing (CLS 0 in the carousel)', async ({ page }) => {
    const shifts = await carouselShifts(page);
    await page.reload();
    const picture = root.getByRole('img').first();
    const before = await picture.boundingBox();
    await ready(page, root);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const after = await picture.boundingBox();
    expect(after?.height).toBeCloseTo(before?.height ?? 0, 0);
    expect(await shifts()).toEqual([]);
  });
});

test('the island waits for a press or swipe under way to end, then carries on from where it left the row @every-screen', async ({
  page,
}, { project }) => {
  const subject = SUBJECT;
  const root = carousel(page, subject.label);
  const island = page.locator('astro-island').filter({ has: root });
  const row = slideRow(root, subject.label);
  const cdp = await page.context().newCDPSession(page);
  // The first touch fetches the island. A finger drags the row itself (the mobile project has touch); a mouse held
  // down on a desktop row moves nothing, but is a press under way all the same.
  const touch = project.name === 'mobile';
  await expect(async () => {
    await page.goto(subject.path);
    await root.scrollIntoViewIfNeeded();
    const box = (await row.boundingBox())!;
    const y = box.y + box.height / 2;
    const [from, to] = [box.x + box.width * 0.8, box.x + box.width * 0.1];
    if (!touch) {
      await page.mouse.move(from, y);
      await page.mouse.down();
      return;
    }
    // Let go past half the slides' pitch (gap included), the row snaps on to the second slide; short of it, back.
    const halfway = await row.evaluate((element) => {
      const [first, second] = element.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]');
      return (second!.offsetLeft - first!.offsetLeft) / 2;
    });
    await touchDrag(cdp, from, to, y);
    // The row follows the finger past half a slide. On a loaded machine the moves can come late enough for the
    // browser to take a long press instead, which scrolls nothing: lift the finger and start over on a fresh page.
    try {
      await expect
        .poll(() => row.evaluate((element) => element.scrollLeft), { timeout: 3_000 })
        .toBeGreaterThan(halfway + 4);
    } catch (error) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchCancel', touchPoints: [] });
      throw error;
    }
  }).toPass({ timeout: 45_000 });
  // Every script has arrived, and still the island has not taken the row from under the finger.
  await networkIdle(page);
  await expect(island).toHaveAttribute('ssr');
  if (touch) await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  else await page.mouse.up();
  // Let go, the row settles (snapped to the next slide, after a swipe) and the island takes over from there.
  await expect(island).not.toHaveAttribute('ssr');
  await expect(buttons(root).next).toBeVisible();
  const at = touch ? 2 : 1;
  await expect.poll(() => shownPosition(root)).toBe(`${at} / ${subject.count}`);
  await slideShown(root, at, subject.count);
  await buttons(root).next.click();
  await slideShown(root, at + 1, subject.count);
});

test.describe('where the browser draws no scroll buttons (Safari and Firefox today)', () => {
  // The page's CSS is rewritten as such a browser reads it, so its hashes no longer match.
  test.use({ bypassCSP: true });

  test("the island's own buttons are there from the start, and the first press fetches the island and moves it", async ({
    page,
  }) => {
    await withoutCssFeatureInCss(page, 'scroll-button');
    const subject = SUBJECT;
    await page.goto(subject.path);
    const root = carousel(page, subject.label);
    const island = page.locator('astro-island').filter({ has: root });
    await root.scrollIntoViewIfNeeded();
    await loadedAndIdle(page);
    // Near the screen, in view, untouched: still no island, and its buttons stand ready.
    await expect(island).toHaveAttribute('ssr', '');
    await expect(buttons(root).previous).toBeDisabled();
    await buttons(root).next.click();
    await expect(island).not.toHaveAttribute('ssr');
    await slideShown(root, 2, subject.count);
    for (let n = 3; n <= subject.count; n += 1) {
      await buttons(root).next.click();
      await slideShown(root, n, subject.count);
    }
    await expect(buttons(root).next).toBeDisabled();
    await expect(buttons(root).previous).toBeEnabled();
  });
});
