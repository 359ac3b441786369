/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    // unit/: pure logic and components; integration/: Astro itself run on scratch copies of the site.
    include: ['tests/{unit,integration}/**/*.test.{ts,tsx}'],
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    // The content-error tests run `astro sync` in a scratch project; give them room on a 2-core machine.
    testTimeout: 120_000,
    // And to their cleanup, which deletes a few dozen scratch copies of the site, pictures and all: under load (CI's
    // run with the 2 cores busy) content-errors' afterAll took longer than the default 10 s.
    hookTimeout: 60_000,
  },
});
