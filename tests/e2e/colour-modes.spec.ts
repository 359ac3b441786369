import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { carousel } from './carousels';
import { contrast, focusRing, luminance } from './contrast';
import { hydrated } from './hydration';
import { CAROUSELS, frontmatter, OTHER_ROUTE, PAGES, pageWith, ROUTES } from './support';

// The browser's colour modes, which repaint a page in the visitor's colours: a contrast theme, and a dark mode forced
// on pages that have none.

/**
 * A contrast theme (Windows' forced colours) repaints text, borders and backgrounds in the visitor's colours, but not
 * pictures, SVGs or a background drawn as a shape: each control and the chart must still show, before scripts and after.
 */

type Box = { x: number; y: number; width: number; height: number };

const rgb = (key: string) => key.split(',').map(Number);

/**
 * What the middle of a control shows, inside its border: its fill (the commonest colour there), and the pixels that
 * stand out from it by 3:1 (WCAG 1.4.11), how many and their commonest colour. A glyph the theme has hidden counts 0.
 */
async function glyph(page: Page, box: Box) {
  const inset = box.width * 0.2;
  const clip = { x: box.x + inset, y: box.y + inset, width: box.width - 2 * inset, height: box.height - 2 * inset };
  const data = await sharp(await page.screenshot({ clip, scale: 'css' }))
    .removeAlpha()
    .raw()
    .toBuffer();
  const counts = new Map<string, number>();
  for (let at = 0; at < data.length; at += 3) {
    const key = `${data[at]},${data[at + 1]},${data[at + 2]}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const [[fill]] = [...counts].sort((one, other) => other[1] - one[1]) as [[string, number]];
  const marks = [...counts]
    .filter(([color]) => contrast(luminance(rgb(color)), luminance(rgb(fill))) >= 3)
    .sort((one, other) => other[1] - one[1]);
  return { pixels: marks.reduce((sum, [, count]) => sum + count, 0), color: marks[0]?.[0] };
}

/** Enough pixels for a chevron 20px high or the Menu's three bars, drawn 2px wide: a glyph that is really there. */
const SHOWN = 15;

/** Where a carousel's Previous and Next stand: the island's, hidden until it hydrates, have the row's own buttons' boxes. */
async function buttonBoxes(root: Locator): Promise<[Box, Box]> {
  const box = (name: string) => root.getByRole('button', { name, includeHidden: true }).boundingBox();
  return [(await box('Previous slide'))!, (await box('Next slide'))!];
}

/** Previous (unusable at the first slide) and Next both show their chevrons, and Previous shows it cannot be used. */
async function expectButtonsShown(page: Page, root: Locator, what: string) {
  const [previous, next] = await Promise.all((await buttonBoxes(root)).map((box) => glyph(page, box)));
  expect(next!.pixels, `${what}: the Next chevron`).toBeGreaterThanOrEqual(SHOWN);
  expect(previous!.pixels, `${what}: the Previous chevron`).toBeGreaterThanOrEqual(SHOWN);
  expect(previous!.color, `${what}: Previous, unusable at the first slide, in another colour than Next`).not.toBe(
    next!.color,
  );
}

const { path: chartPath } = pageWith('PaybackChart');

for (const colorScheme of ['dark', 'light'] as const) {
  test.describe(`in a ${colorScheme} contrast theme`, () => {
    test.use({ forcedColors: 'active', colorScheme });

    test('the Menu shows its three bars, and its cross once open, before the scripts arrive @small-screen', async ({
      page,
    }) => {
      await page.context().route('**/*.js', () => undefined);
      await page.goto(OTHER_ROUTE.path);
      const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
      expect((await glyph(page, (await toggle.boundingBox())!)).pixels, 'the bars').toBeGreaterThanOrEqual(SHOWN);
      await toggle.click();
      const list = page.getByRole('banner').getByRole('list');
      await expect(list).toBeVisible();
      expect((await glyph(page, (await toggle.boundingBox())!)).pixels, 'the cross').toBeGreaterThanOrEqual(SHOWN);
      // The theme drops the shadow that dims the page below: the open list shows where it ends with a line of its own.
      const edge = await list.evaluate((element) => {
        const style = getComputedStyle(element);
        return { width: style.borderBlockEndWidth, color: style.borderBlockEndColor, fill: style.backgroundColor };
      });
      expect(edge.width, 'the open list’s lower edge').not.toBe('0px');
      expect(contrast(luminance(edge.color), luminance(edge.fill)), 'its colour').toBeGreaterThanOrEqual(3);
    });

    test('the bar shows which of its links is the page', async ({ page }) => {
      for (const { path } of ROUTES) {
        await page.goto(path);
        const links = page.getByRole('banner').getByRole('navigation').getByRole('link');
        await expect(links.first()).toBeVisible();
        // How each link is marked: the line under it, where it shows against the theme's page colour, and any
        // underline. The theme paints every link in one colour, so colour alone marks none.
        const marks = await links.evaluateAll((elements) =>
          elements.map((link) => {
            const style = getComputedStyle(link);
            const line = style.borderBlockEndStyle === 'none' ? null : style.borderBlockEndColor;
            return {
              current: link.getAttribute('aria-current') === 'page',
              line,
              underline: style.textDecorationLine,
              canvas: getComputedStyle(document.body).backgroundColor,
            };
          }),
        );
        const mark = ({ line, underline, canvas }: (typeof marks)[number]) =>
          `${line && contrast(luminance(line), luminance(canvas)) >= 3 ? `a line in ${line}` : 'no line'}, ${underline}`;
        const current = marks.find((link) => link.current)!;
        expect(current, `${path}: a link marked as this page (aria-current)`).toBeDefined();
        for (const other of marks.filter((link) => !link.current)) {
          expect(mark(other), `${path}: another link, marked as this page is`).not.toBe(mark(current));
        }
      }
    });

    // The theme keeps a picture's colours, and rings focus in its own: over a bright photograph they must still show.
    for (const { path } of PAGES.filter(({ id }) => frontmatter(id).hero.image)) {
      test(`${path}: each focus ring over the hero's picture stands out from it`, async ({ page }) => {
        await page.goto(path);
        const heroBottom = await page
          .locator('main section')
          .first()
          .evaluate((hero) => hero.getBoundingClientRect().bottom + scrollY);
        let checked = 0;
        for (let step = 0; step < 30; step += 1) {
          await page.keyboard.press('Tab');
          const focused = await page.evaluate(() => {
            const element = document.activeElement;
            if (!element || element === document.body) return null;
            return { top: element.getBoundingClientRect().top + scrollY, label: element.outerHTML.slice(0, 80) };
          });
          if (!focused || focused.top > heroBottom) break;
          expect((await focusRing(page)).contrast, `the focus ring on ${focused.label}`).toBeGreaterThanOrEqual(3);
          checked += 1;
        }
        expect(checked, 'controls over the hero').toBeGreaterThan(2);
      });
    }

    for (const { path, label, count } of CAROUSELS.filter(({ count }) => count > 1).slice(0, 1)) {
      test(`${path}: the carousel "${label}" shows its buttons' chevrons, before the scripts arrive and after`, async ({
        page,
      }) => {
        let release = () => {};
        const arrived = new Promise<void>((resolve) => (release = resolve));
        await page.context().route('**/*.js', async (route) => {
          await arrived;
          await route.continue();
        });
        await page.goto(path);
        const root = carousel(page, label);
        await root.scrollIntoViewIfNeeded();
        await expect(root.getByRole('group', { name: `1 of ${count}` })).toBeInViewport({ ratio: 0.95 });
        await expectButtonsShown(page, root, 'the row’s own buttons');
        release();
        await hydrated(page.locator('astro-island').filter({ has: root }));
        await expect(root.getByRole('button', { name: 'Next slide' })).toBeVisible();
        await expectButtonsShown(page, root, 'the island’s buttons');
      });
    }

    test(`${chartPath}: the payback chart's labels and lines show`, async ({ page }) => {
      await page.goto(chartPath);
      const chart = page.locator('figure').filter({ has: page.getByRole('img') });
      const { card, texts, lines } = await chart.evaluate((figure) => ({
        card: getComputedStyle(figure).backgroundColor,
        texts: [...figure.querySelectorAll('svg text')].map((text) => ({
          text: text.textContent!.trim(),
          fill: getComputedStyle(text).fill,
        })),
        lines: [...figure.querySelectorAll('svg path:not(.area)')].map((path) => ({
          name: path.getAttribute('class'),
          stroke: getComputedStyle(path).stroke,
        })),
      }));
      const faint = [
        ...texts.filter(({ fill }) => contrast(luminance(fill), luminance(card)) < 4.5).map(({ text }) => text),
        ...lines.filter(({ stroke }) => contrast(luminance(stroke), luminance(card)) < 3).map(({ name }) => name),
      ];
      expect(texts.length).toBeGreaterThan(5);
      expect(faint, `against the card's ${card}`).toEqual([]);
    });

    test('the floating chat button shows its round edge, not only its icon', async ({ page }) => {
      await page.goto(OTHER_ROUTE.path);
      const button = page.locator('.floating-chat');
      await button.scrollIntoViewIfNeeded();
      const edge = await button.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          style: style.borderTopStyle,
          color: style.borderTopColor,
          canvas: getComputedStyle(document.body).backgroundColor,
        };
      });
      expect(edge.style).toBe('solid');
      expect(contrast(luminance(edge.color), luminance(edge.canvas))).toBeGreaterThanOrEqual(3);
    });
  });
}

/**
 * Chrome's dark mode for sites darkens a light page that has no dark theme of its own, by guesswork: the Menu's bars
 * (a background) went dark on the dark bar, and the chart (an SVG) kept its dark labels on a card turned dark. The
 * site asks to be shown as designed (`color-scheme: only light`); a contrast theme still applies (above).
 */
test.describe('with a dark mode forced on sites (Chrome’s “dark theme for sites”)', () => {
  // One device pixel per CSS pixel: the colours a forced dark mode repaints are the same at any.
  test.use({ colorScheme: 'dark', deviceScaleFactor: 1 });

  /** The colours that cover a tenth or more of each part of the chart's page, commonest first: what is painted. */
  async function painted(page: Page) {
    await page.evaluate(() => document.fonts.ready);
    const parts = [
      page.getByRole('banner'),
      page.locator('figure').filter({ has: page.getByRole('img') }),
      page.locator('main > section').filter({ has: page.locator('figure') }),
      page.getByRole('contentinfo'),
    ];
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    if (await menu.isVisible()) parts.push(menu);
    const colours: string[][] = [];
    for (const part of parts) {
      const { data, info } = await sharp(await part.screenshot({ caret: 'hide' }))
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const counts = new Map<string, number>();
      for (let at = 0; at < data.length; at += 3) {
        const key = `rgb(${data[at]}, ${data[at + 1]}, ${data[at + 2]})`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      const pixels = info.width * info.height;
      colours.push(
        [...counts]
          .filter(([, count]) => count >= pixels / 10)
          .map(([colour]) => colour)
          .sort(),
      );
    }
    return colours;
  }

  test(`${chartPath} keeps the colours it was designed in: the bar, the Menu, the chart, its section, the footer @every-screen`, async ({
    page,
  }) => {
    await page.goto(chartPath);
    const designed = await painted(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setAutoDarkModeOverride', { enabled: true });
    await page.reload();
    expect(await painted(page)).toEqual(designed);
  });
});
