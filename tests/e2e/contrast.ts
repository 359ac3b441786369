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
 * The focused element's ring as drawn: the pixels its outline changes, each compared with itself without the outline.
 * `contrast` is the median of those contrasts (WCAG 1.4.11 asks 3:1: a ring the colour of the band it sits on fails);
 * `thickness` the longest run of them, in CSS pixels, across the element's middle, down or along (2.4.13 asks 2).
 */
export async function focusRing(page: Page): Promise<{ contrast: number; thickness: number }> {
  const clip = await page.evaluate(() => {
    const box = document.activeElement!.getBoundingClientRect();
    const x = Math.max(0, box.left - 8);
    const y = Math.max(0, box.top - 8);
    return { x, y, width: Math.min(innerWidth, box.right + 8) - x, height: Math.min(innerHeight, box.bottom + 8) - y };
  });
  const pixels = async () =>
    sharp(await page.screenshot({ clip, scale: 'css' }))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  const outline = (shown: boolean) =>
    page.evaluate((on) => {
      const { style } = document.activeElement as HTMLElement;
      if (on) style.removeProperty('outline');
      else style.setProperty('outline', 'none', 'important');
    }, shown);
  // The page must hold still but for the ring: the ringed shot is taken again after the plain one, until both agree.
  let ringed = await pixels();
  let plain = ringed;
  for (let shots = 0; shots < 5; shots += 1) {
    await outline(false);
    plain = await pixels();
    await outline(true);
    const again = await pixels();
    if (again.data.equals(ringed.data)) break;
    ringed = again;
  }
  const { width, height } = ringed.info;
  const ring = (x: number, y: number) => {
    const at = (y * width + x) * 3;
    const [now, was] = [ringed.data.subarray(at, at + 3), plain.data.subarray(at, at + 3)];
    return Math.abs(now[0]! - was[0]!) + Math.abs(now[1]! - was[1]!) + Math.abs(now[2]! - was[2]!) >= 30;
  };
  const contrasts: number[] = [];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      if (ring(x, y))
        contrasts.push(
          contrast(luminance([...ringed.data.subarray(at, at + 3)]), luminance([...plain.data.subarray(at, at + 3)])),
        );
    }
  }
  const longest = (points: boolean[]) =>
    Math.max(
      0,
      ...points
        .map((_, at) => points.slice(at).findIndex((on) => !on))
        .map((run, at) => (run === -1 ? points.length - at : run)),
    );
  const down = Array.from({ length: height }, (_, y) => ring(Math.floor(width / 2), y));
  const along = Array.from({ length: width }, (_, x) => ring(x, Math.floor(height / 2)));
  return {
    contrast: contrasts.sort((one, other) => one - other)[Math.floor(contrasts.length / 2)] ?? 0,
    thickness: Math.max(longest(down), longest(along)),
  };
}
