import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { headersFile, inlineHashes, mergePolicies } from '@/integrations/securityHeaders';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

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

test('a page’s inline scripts and styles are hashed by directive; JSON-LD, a script file and an empty style are not', () => {
  const html = [
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '<script type="module">go()</script><script>run()</script><script type="module" src="/_astro/a.js"></script>',
    '<style>p{margin:0}</style><style></style>',
  ].join('');
  expect(inlineHashes(html)).toEqual({ 'script-src': [sha('go()'), sha('run()')], 'style-src': [sha('p{margin:0}')] });
});

// HTML runs a script with no type, an empty one, a JavaScript MIME type (in any case, trimmed), a module, an import
// map or speculation rules; any other type is a data block.
test.each(['', 'text/javascript', ' Application/JavaScript ', 'text/x-ecmascript', 'importmap', 'speculationrules'])(
  'an inline script of type "%s" runs, so the policy hashes it',
  (type) => expect(inlineHashes(`<script type="${type}">a()</script>`)['script-src']).toEqual([sha('a()')]),
);

test.each(['text/plain', 'text/javascript; charset=utf-8', 'text/template'])(
  'an inline script of type "%s" is a data block, which the policy does not hash',
  (type) => expect(inlineHashes(`<script type="${type}">a()</script>`)['script-src']).toEqual([]),
);

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
      ['hero.abc_123.avif', 'hero.AbC-1xYz.jpg', 'spa.x2Y4q9Rt.jpg', 'react.x1.js', 'font.woff2', 'logo.q9.png'],
      ['hero.jpg', 'spa.jpg', 'og.jpg'],
      ['<img srcset="/_astro/hero.abc_123.avif 480w">', '<meta content="/_astro/spa.x2Y4q9Rt.jpg">'],
    ),
  ).toEqual(['hero.AbC-1xYz.jpg']);
});

test('a picture whose file name has spaces keeps every version the pages name, which they name URL-encoded', async () => {
  const { unusedOriginals } = await import('@/integrations/pruneUnreferencedAssets');
  // "Valley View (1).jpg", as a copy of a photo is often named: its copy as it is, and its optimised versions.
  const assets = ['Valley View (1).AbC-1xYz.jpg', 'Valley View (1).Qr5_tUvW.jpg', 'Valley View (1).AbC-1xYz_Z1x9.jpg'];
  const html =
    '<img src="/_astro/Valley%20View%20(1).Qr5_tUvW.jpg" srcset="/_astro/Valley%20View%20(1).AbC-1xYz_Z1x9.jpg 480w">';
  expect(unusedOriginals(assets, ['Valley View (1).jpg'], [html])).toEqual(['Valley View (1).AbC-1xYz.jpg']);
});
