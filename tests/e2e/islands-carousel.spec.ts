import { typeset } from './support';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated } from './hydration';

function carousel(page: Page, name: string) {
  return page.locator('section[aria-roledescription="carousel"]').and(page.getByRole('region', { name, exact: true }));
}

/** Scrolls the carousel in (client:visible), waits for Astro to hydrate it and for Swiper to take over. */
async function ready(page: Page, root: Locator) {
  await hydrated(page.locator('astro-island').filter({ has: root }));
  await expect(root.locator('.swiper-initialized')).toHaveCount(1);
}

/** The "n / total" the carousel shows: React's own state, updated the moment a move starts. */
function position(root: Locator) {
  return root.locator('p[aria-hidden="true"]');
}

/** The label of the slide that fills the carousel's viewport, measured from the layout, not from classes. */
async function shownSlide(root: Locator): Promise<string | null> {
  return root.evaluate((element) => {
    const viewport = element.querySelector('.swiper')!.getBoundingClientRect();
    for (const slide of element.querySelectorAll('[aria-roledescription="slide"]')) {
      const box = slide.getBoundingClientRect();
      if (Math.abs(box.left - viewport.left) < 2 && Math.abs(box.width - viewport.width) < 2) {
        return slide.getAttribute('aria-label');
      }
    }
    return null;
  });
}

function buttons(root: Locator) {
  return {
    previous: root.getByRole('button', { name: 'Previous slide' }),
    next: root.getByRole('button', { name: 'Next slide' }),
  };
}

test.describe('carousel on /founders-club', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/founders-club');
  });

  test('is an APG carousel of five labelled slides', async ({ page }) => {
    const root = carousel(page, 'Amenities');
    await ready(page, root);
    const slides = root.getByRole('group');
    await expect(slides).toHaveCount(5);
    for (let n = 1; n <= 5; n += 1) {
      await expect(slides.nth(n - 1)).toHaveAttribute('aria-roledescription', 'slide');
      await expect(slides.nth(n - 1)).toHaveAccessibleName(`${n} of 5`);
    }
    // AVIF and WebP sources with a srcset, intrinsic size, and only the first (eager) image loaded up front.
    const images = root.locator('img');
    await expect(root.locator('source[type="image/avif"][srcset*="480w"]')).toHaveCount(5);
    await expect(root.locator('source[type="image/webp"][srcset*="480w"]')).toHaveCount(5);
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    for (const image of (await images.all()).slice(1)) await expect(image).toHaveAttribute('loading', 'lazy');
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute('width', /^\d+$/);
      await expect(image).toHaveAttribute('alt', /.{10,}/);
    }
  });

  test('starts on slide 1; Next and Previous move it and follow the ends', async ({ page }) => {
    const root = carousel(page, 'Amenities');
    await ready(page, root);
    const { previous, next } = buttons(root);
    expect(await shownSlide(root)).toBe('1 of 5');
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();

    await next.click();
    await expect.poll(() => shownSlide(root)).toBe('2 of 5');
    await expect(previous).toBeEnabled();

    await previous.click();
    await expect.poll(() => shownSlide(root)).toBe('1 of 5');
    await expect(previous).toBeDisabled();

    for (let n = 2; n <= 5; n += 1) {
      await next.click();
      await expect.poll(() => shownSlide(root)).toBe(`${n} of 5`);
    }
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    // A disabled Next does nothing.
    await next.click({ force: true });
    await expect.poll(() => shownSlide(root)).toBe('5 of 5');
  });

  test('arrow keys move it while focus is inside; Page Down still scrolls the page', async ({ page }) => {
    const root = carousel(page, 'Amenities');
    await ready(page, root);
    const { next } = buttons(root);
    await next.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shownSlide(root)).toBe('2 of 5');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shownSlide(root)).toBe('3 of 5');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => shownSlide(root)).toBe('2 of 5');

    const before = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('PageDown');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
    expect(await shownSlide(root)).toBe('2 of 5');

    // Focus outside the carousel: arrows leave it alone. Proven after the next key that does act: one step on from 2.
    await page.locator('main').focus();
    await page.keyboard.press('ArrowRight');
    await next.focus();
    await page.keyboard.press('ArrowRight');
    await expect(position(root)).toHaveText('3 / 5');
    await expect.poll(() => shownSlide(root)).toBe('3 of 5');
  });

  test('focus moves to the other button when the focused one disables', async ({ page }) => {
    const root = carousel(page, 'Amenities');
    await ready(page, root);
    const { previous, next } = buttons(root);
    await next.focus();
    for (let n = 2; n <= 5; n += 1) {
      await page.keyboard.press('Enter');
      await expect.poll(() => shownSlide(root)).toBe(`${n} of 5`);
    }
    await expect(next).toBeDisabled();
    await expect(previous).toBeFocused();
    for (let n = 4; n >= 1; n -= 1) {
      await page.keyboard.press('Enter');
      await expect.poll(() => shownSlide(root)).toBe(`${n} of 5`);
    }
    await expect(previous).toBeDisabled();
    await expect(next).toBeFocused();
  });

  test('a swipe moves to the next slide', async ({ page }, { project }) => {
    const root = carousel(page, 'Amenities');
    await ready(page, root);
    const box = (await root.locator('.swiper').boundingBox())!;
    const y = box.y + box.height / 2;
    const [from, to] = [box.x + box.width * 0.8, box.x + box.width * 0.15];
    if (project.name === 'mobile') {
      // A real touch sequence through the DevTools protocol (the mobile project has touch).
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
      for (let step = 1; step <= 8; step += 1) {
        const x = from + ((to - from) * step) / 8;
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    } else {
      await page.mouse.move(from, y);
      await page.mouse.down();
      await page.mouse.move(to, y, { steps: 8 });
      await page.mouse.up();
    }
    await expect.poll(() => shownSlide(root)).toBe('2 of 5');
    await expect(buttons(root).previous).toBeEnabled();
  });

  test('transitions take no time under prefers-reduced-motion', async ({ page }) => {
    const root = carousel(page, 'Amenities');
    const wrapper = root.locator('.swiper-wrapper');
    await ready(page, root);
    // Swiper writes its speed on the wrapper's inline style for each move (and resets it afterwards): record them all.
    const recordSpeeds = () =>
      wrapper.evaluate((element) => {
        const seen: string[] = [];
        Object.assign(window, { swiperSpeeds: seen });
        new MutationObserver(() => seen.push((element as HTMLElement).style.transitionDuration)).observe(element, {
          attributeFilter: ['style'],
        });
      });
    const speeds = () => page.evaluate(() => (window as unknown as { swiperSpeeds: string[] }).swiperSpeeds);

    await recordSpeeds();
    await buttons(root).next.click();
    await expect.poll(() => shownSlide(root)).toBe('2 of 5');
    expect(await speeds()).toContainEqual(expect.stringMatching(/^[1-9]\d*ms$/));

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await ready(page, root);
    await recordSpeeds();
    await buttons(root).next.click();
    await expect.poll(() => shownSlide(root)).toBe('2 of 5');
    const reduced = await speeds();
    expect(reduced.length).toBeGreaterThan(0);
    expect(reduced.filter((value) => value !== '0ms')).toEqual([]);
  });

  test('hydrating shifts nothing (CLS 0 in the carousel)', async ({ page }) => {
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
    await page.reload();
    const root = carousel(page, 'Amenities');
    const before = await root.locator('.swiper').boundingBox();
    await ready(page, root);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const after = await root.locator('.swiper').boundingBox();
    expect(after?.height).toBeCloseTo(before?.height ?? 0, 0);
    expect(await page.evaluate(() => (window as unknown as { carouselShifts: number[] }).carouselShifts)).toEqual([]);
  });
});

test('on /residences a key press moves only the focused carousel', async ({ page }) => {
  await page.goto('/residences');
  const studio = carousel(page, typeset("The Founders' Studio"));
  const location = carousel(page, 'The location');
  await ready(page, location);
  await ready(page, studio);
  expect(await shownSlide(studio)).toBe('1 of 3');
  expect(await shownSlide(location)).toBe('1 of 2');

  await buttons(studio).next.focus();
  await page.keyboard.press('ArrowRight');
  // Each carousel's position changes the moment its move starts: once the studio's has, the location's has not.
  await expect(position(studio)).toHaveText('2 / 3');
  await expect(position(location)).toHaveText('1 / 2');
  await expect.poll(() => shownSlide(studio)).toBe('2 of 3');
  expect(await shownSlide(location)).toBe('1 of 2');

  await location.scrollIntoViewIfNeeded();
  await buttons(location).next.focus();
  await page.keyboard.press('ArrowRight');
  await expect(position(location)).toHaveText('2 / 2');
  await expect(position(studio)).toHaveText('2 / 3');
  await expect.poll(() => shownSlide(location)).toBe('2 of 2');
  await expect(buttons(location).next).toBeDisabled();
  await expect(buttons(location).previous).toBeFocused();
  expect(await shownSlide(studio)).toBe('2 of 3');
});
