import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { headersFor, parseHeaders } from '../../scripts/static-server.mjs';
import { HOST_DEFAULT_HEADERS } from '../../src/integrations/securityHeaders';
import { NOT_FOUND_PATH, OTHER_ROUTE, ROUTES } from './support';

// The server these tests run against is `npm run preview`: it must be the build, served as the deploy serves it.
const DIST = resolve('dist');
const rules = parseHeaders(readFileSync(join(DIST, '_headers'), 'utf8'));

test('the server under test serves the build in dist/, not a dev server', async ({ request }) => {
  for (const { path } of ROUTES) {
    const file = path === '/' ? 'index.html' : `${path.slice(1)}.html`;
    expect(await (await request.get(path)).body(), path).toEqual(readFileSync(join(DIST, file)));
  }
});

test('preview sends the headers of dist/_headers on pages, assets and the 404 page', async ({ request }) => {
  const asset = /\/_astro\/[^"'\s),]+\.js/.exec(readFileSync(join(DIST, 'index.html'), 'utf8'))![0];
  for (const path of ['/', OTHER_ROUTE.path, asset]) {
    const headers = (await request.get(path)).headers();
    for (const [name, value] of Object.entries(headersFor(rules, path)))
      expect(headers[name.toLowerCase()], `${path} ${name}`).toBe(value);
  }
  expect((await request.get(asset)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const missing = await request.get(NOT_FOUND_PATH);
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-security-policy']).toBe(headersFor(rules, '/')['Content-Security-Policy']);
  // Pages, the 404 page and a missing asset are checked with the server on every visit, as the static hosts do.
  for (const path of ['/', OTHER_ROUTE.path, NOT_FOUND_PATH, '/_astro/no-such-file.js'])
    expect((await request.get(path)).headers()['cache-control'], path).toBe(HOST_DEFAULT_HEADERS['Cache-Control']);
});

test('preview redirects a trailing slash and a file name to the one URL form, and hides the header files and /404', async ({
  request,
}) => {
  const redirect = await request.get(`${OTHER_ROUTE.path}/?ref=x`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers()['location']).toBe(`${OTHER_ROUTE.path}?ref=x`);
  expect(redirect.headers()['strict-transport-security']).toBeTruthy();
  // A folder, and an escape that decodes to no text, name no page: a 404 each, and the server stays up.
  for (const path of ['/_headers', '/_headers.nginx.conf', '/404.html', '/404', '/_astro', '/%E0'])
    expect((await request.get(path)).status(), path).toBe(404);
  // One address a page: its file's name, and /index, lead there.
  for (const [path, to] of [
    [`${OTHER_ROUTE.path}.html?ref=x`, `${OTHER_ROUTE.path}?ref=x`],
    ['/index', '/'],
    ['/index.html', '/'],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers()['location'], path).toBe(to);
  }
  expect((await request.get('/')).status()).toBe(200);
});
