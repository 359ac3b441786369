import type { Page } from '@playwright/test';

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
