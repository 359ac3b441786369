import type { Page } from '@playwright/test';
import sharp from 'sharp';

/** A line of text the page shows, with its box in the page (as a full-page screenshot has it). */
export interface ShownLine {
  text: string;
  /** As painted: an SVG text's fill, an HTML element's colour. */
  color: string;
  /** As WCAG counts large text, which needs a contrast of 3:1 rather than 4.5:1. */
  large: boolean;
  box: { left: number; top: number; right: number; bottom: number };
}

/** Every line of text the page shows, as laid out now; but visually hidden text (a 1px box, for screen readers). */
export function shownLines(page: Page): Promise<ShownLine[]> {
  return page.evaluate(() => {
    const lines: ShownLine[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (!node.textContent?.trim() || !parent.checkVisibility({ visibilityProperty: true })) continue;
      if (parent.getBoundingClientRect().width <= 1) continue;
      const style = getComputedStyle(parent);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const color = parent instanceof SVGElement ? style.fill : style.color;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const { left, top, right, bottom, width } of range.getClientRects()) {
        if (width === 0) continue;
        const box = { left, top: top + scrollY, right, bottom: bottom + scrollY };
        lines.push({ text: node.textContent.trim().slice(0, 40), color, large, box });
      }
    }
    return lines;
  });
}

/** WCAG's relative luminance of an sRGB colour: its channels 0–255, or a CSS `rgb()`. */
export function luminance(color: number[] | string) {
  const channels = typeof color === 'string' ? color.match(/[\d.]+/g)!.map(Number) : color;
  const [r, g, b] = channels.map((c) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The contrast ratio of two relative luminances, lighter to darker (1 to 21). */
export const contrast = (one: number, other: number) => (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05);

/**
 * The focused element's ring against what it is drawn over (WCAG 1.4.11 asks 3:1): around the element, the pixels
 * its outline changes, each compared with itself without the outline; the median of those contrasts. A ring the
 * colour of the band it sits on (brass on paper was 2.8:1) fails.
 */
export async function ringContrast(page: Page) {
  const clip = await page.evaluate(() => {
    const box = document.activeElement!.getBoundingClientRect();
    const x = Math.max(0, box.left - 8);
    const y = Math.max(0, box.top - 8);
    return { x, y, width: Math.min(innerWidth, box.right + 8) - x, height: Math.min(innerHeight, box.bottom + 8) - y };
  });
  const pixels = async () =>
    sharp(await page.screenshot({ clip }))
      .removeAlpha()
      .raw()
      .toBuffer();
  const outline = (shown: boolean) =>
    page.evaluate((on) => {
      const { style } = document.activeElement as HTMLElement;
      if (on) style.removeProperty('outline');
      else style.setProperty('outline', 'none', 'important');
    }, shown);
  // The page must hold still but for the ring: the ringed shot is taken again after the plain one, until both agree
  // (a fresh-clone run under load once compared a ringed shot with a plain one that differed by more than the ring).
  let ringed = await pixels();
  let plain = ringed;
  for (let shots = 0; shots < 5; shots += 1) {
    await outline(false);
    plain = await pixels();
    await outline(true);
    const again = await pixels();
    if (again.equals(ringed)) break;
    ringed = again;
  }
  const contrasts: number[] = [];
  for (let at = 0; at < ringed.length; at += 3) {
    const [r, g, b] = [ringed[at]!, ringed[at + 1]!, ringed[at + 2]!];
    const [pr, pg, pb] = [plain[at]!, plain[at + 1]!, plain[at + 2]!];
    if (Math.abs(r - pr) + Math.abs(g - pg) + Math.abs(b - pb) < 30) continue;
    contrasts.push(contrast(luminance([r, g, b]), luminance([pr, pg, pb])));
  }
  return contrasts.sort((one, other) => one - other)[Math.floor(contrasts.length / 2)] ?? 0;
}
