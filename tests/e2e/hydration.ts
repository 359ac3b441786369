import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until an island has hydrated: Astro removes `<astro-island>`'s `ssr` attribute once its component has rendered.
 * Every island waits for the visitor (`client:interaction`), so one not yet hydrated is sent a click on itself, which
 * presses nothing. A test of what the *first* tap does should tap first, then call this.
 */
export async function hydrated(island: Locator): Promise<void> {
  await expect(island).toHaveCount(1);
  if ((await island.getAttribute('ssr')) !== null) await island.dispatchEvent('click');
  await expect(island)
    .not.toHaveAttribute('ssr', /.*/)
    .catch(async (error: Error) => {
      // Once in CI (1 of 269 tests), never in 400 runs here: the failure says what the page saw, for the next time.
      const page = island.page();
      const errors = (await page.pageErrors()).map((e) => e.message);
      for (const m of await page.consoleMessages()) if (m.type() === 'error') errors.push(m.text());
      for (const r of await page.requests()) {
        const problem = r.failure()?.errorText ?? (r.existingResponse() ? null : 'no answer');
        if (r.resourceType() === 'script' && problem) errors.push(`${r.url()}: ${problem}`);
      }
      throw new Error(`${error.message}\nThe page saw: ${errors.join('; ') || 'no error, every script answered'}`);
    });
}

/**
 * Hydrates every island that hydrates at this width (the top bar where it has a Menu, every carousel), one by one, as
 * a visitor using each would: an island whose `media` does not match (client:interaction's option) never hydrates.
 */
export async function hydrateAll(page: Page): Promise<void> {
  const islands = page.locator('astro-island');
  const hydrates = await islands.evaluateAll((elements) =>
    elements.map((element) => {
      const { value } = JSON.parse(element.getAttribute('opts') ?? '{}') as { value?: { media?: string } };
      return !value?.media || window.matchMedia(value.media).matches;
    }),
  );
  for (const [index, will] of hydrates.entries()) if (will) await hydrated(islands.nth(index));
}

/**
 * From the next page load on, the page's CSS answers as a browser without a feature would: each `@supports` test of
 * `(feature…)` or `selector(::feature…)` is false, so `not` it is true (`feature` may be `a|b`, for either).
 * The styles are rewritten, so their hashes no longer match the policy: the test's context needs `bypassCSP`.
 */
export async function withoutCssFeatureInCss(page: Page, feature: string): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/_astro/'),
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(new RegExp(`(\\((?:selector\\()?:*)(${feature})`, 'g'), '$1x-no-$2');
      await route.fulfill({ response, body });
    },
  );
}

/**
 * Serves the island `name` (its chunk's name, `SiteHeader`) as a component that throws when it renders, as a bug or an
 * API an older browser lacks would; each throw is reported as the page error "island bug".
 */
export async function islandThatThrows(page: Page, name: string): Promise<void> {
  await page.route(`**/_astro/${name}.*.js`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /export\{([^}]*?),?\s*\w+ as default\}/,
      "export{$1};export default function Broken(){throw new Error('island bug')}",
    );
    await route.fulfill({ response, body });
  });
}
