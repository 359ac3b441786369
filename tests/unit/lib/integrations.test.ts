import { expect, test } from 'vitest';
import { headersFile, mergePolicies } from '@/integrations/securityHeaders';

test('merges the pages’ policies into one, adding frame-ancestors', () => {
  expect(
    mergePolicies([
      "default-src 'self';img-src 'self' data:; script-src 'self' 'sha256-a'; style-src 'self' 'sha256-s';",
      "default-src 'self';img-src 'self' data:; script-src 'self' 'sha256-b';",
    ]),
  ).toBe(
    "default-src 'self'; img-src 'self' data:; script-src 'self' 'sha256-a' 'sha256-b'; style-src 'self' 'sha256-s'; frame-ancestors 'none'",
  );
});

test('the _headers file sets the policy and security headers on every path, and caches hashed assets for a year', () => {
  const file = headersFile("default-src 'self'; frame-ancestors 'none'");
  expect(file).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self'; frame-ancestors 'none'\n/);
  expect(file).toContain('  X-Content-Type-Options: nosniff\n');
  expect(file).toContain('  Referrer-Policy: strict-origin-when-cross-origin\n');
  expect(file).toMatch(/ {2}Strict-Transport-Security: max-age=\d+/);
  expect(file).toMatch(/ {2}Permissions-Policy: .*camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  expect(file).toContain('/_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n');
});

test('only unused copies of content images are pruned (withastro/astro#17706)', async () => {
  const { unusedOriginals } = await import('@/integrations/pruneUnreferencedAssets');
  expect(
    unusedOriginals(
      ['hero.abc_123.avif', 'hero.AbC-1.jpg', 'spa.x2Y.jpg', 'react.x1.js', 'font.woff2', 'logo.q9.png'],
      ['hero.jpg', 'spa.jpg', 'og.jpg'],
      ['<img srcset="/_astro/hero.abc_123.avif 480w">', '<meta content="/_astro/spa.x2Y.jpg">'],
    ),
  ).toEqual(['hero.AbC-1.jpg']);
});
