import type { Page } from '@playwright/test';

/** WCAG 1.4.12's text spacing, as a reader's style sheet or browser extension sets it. */
export function spaceText(page: Page) {
  return page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      element.style.setProperty('line-height', '1.5', 'important');
      element.style.setProperty('letter-spacing', '0.12em', 'important');
      element.style.setProperty('word-spacing', '0.16em', 'important');
    }
    for (const paragraph of document.querySelectorAll<HTMLElement>('p')) {
      paragraph.style.setProperty('margin-block-end', '2em', 'important');
    }
  });
}
