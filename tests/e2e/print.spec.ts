import { expect, test } from '@playwright/test';
import { contrast, luminance, shownLines } from './contrast';
import { CONTENT_ROUTES } from './support';

/**
 * A page printed, or saved as a PDF for an adviser (`@media print`): no backgrounds on paper, so every text dark; no
 * bar, chat button or carousel buttons on every sheet; every FAQ answer shown.
 */
for (const { path } of CONTENT_ROUTES) {
  test(`${path} on paper: every text dark on white, no bar, chat or carousel buttons, every answer shown @wide-screen`, async ({
    page,
    context,
  }) => {
    // Scripts held back, as on a slow link: each carousel keeps the row and the browser's scroll buttons it has until
    // its island arrives, which is what the paper gets when it is printed early. The rules are the same after.
    await context.route('**/*.js', () => undefined);
    await page.goto(path);
    // The browser's own scroll buttons of each carousel's row, drawn unless their content is none (or normal).
    const carousels = page.locator('[aria-roledescription="carousel"]');
    const scrollButtons = () =>
      carousels
        .locator('.swiper-wrapper')
        .evaluateAll(
          (rows) =>
            rows
              .flatMap((row) =>
                ['inline-start', 'inline-end'].map((side) => getComputedStyle(row, `::scroll-button(${side})`)),
              )
              .filter((button) => !['none', 'normal'].includes(button.content)).length,
        );
    expect(await scrollButtons(), 'scroll buttons on screen').toBe(2 * (await carousels.count()));
    await page.emulateMedia({ media: 'print' });

    await expect(page.locator('header')).toBeHidden();
    await expect(page.locator('.floating-chat-lane')).toBeHidden();
    await expect(page.locator('.skip-link')).toBeHidden();
    // Its text would be printed over it, without the veil (a background) that keeps it legible on screen.
    await expect(page.locator('.hero-image')).toBeHidden();
    for (const answer of await page.locator('details > :not(summary)').all()) await expect(answer).toBeVisible();
    // A carousel is its first picture, without the island's buttons and position or the browser's scroll buttons.
    for (const control of await carousels.locator('button, p').all()) await expect(control).toBeHidden();
    expect(await scrollButtons(), 'scroll buttons on paper').toBe(0);

    // Each shown line's contrast with the white of the paper, once the buttons' colours have eased to their print
    // values (a browser prints the end of a transition; a test reading mid-way, under load, read paper on paper).
    // Transitions only: a scroll-driven animation (home's bar, before its island) finishes only when scrolled through.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => animation.finished),
      ),
    );
    const lines = await shownLines(page);
    const faint = lines
      .map(({ text, color }) => ({ text, ratio: contrast(luminance(color), 1) }))
      .filter(({ ratio }) => ratio < 4.5)
      .map(({ text, ratio }) => `"${text}": ${ratio.toFixed(2)}:1`);
    expect(lines.length, 'lines checked').toBeGreaterThan(10);
    expect(faint).toEqual([]);
  });
}
