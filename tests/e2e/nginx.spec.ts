import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { headersFor, parseHeaders } from '../../scripts/static-server.mjs';
import { HOST_DEFAULT_HEADERS, SECURITY_HEADERS } from '../../src/integrations/securityHeaders';
import { frontmatter, NOT_FOUND_PATH, OTHER_ROUTE, PAGES, ROUTES } from './support';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
// Below the tests' own port (PORT, 4399 by default), so two checkouts with their own PORTs run side by side.
const PORT = Number(process.env['PORT'] ?? 4399) - 19 + Number(process.env['TEST_PARALLEL_INDEX'] ?? 0);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DIST = resolve('dist');

const MISSING =
  "nginx is not installed here (apt-get install nginx; .ci/run installs it), so the shipped config can't be run";

// The server block is the same file a deployment uses; only where it listens and what it serves change.
// Locally a missing nginx skips these tests, saying why; under CI it fails them.
test.skip(!NGINX && !process.env['CI'], MISSING);
test.describe.configure({ mode: 'serial' });

let nginx: ChildProcess | undefined;
let prefix = '';

test.beforeAll(async () => {
  if (!NGINX) throw new Error(`${MISSING}. CI must run it.`);
  prefix = mkdtempSync(join(tmpdir(), 'nginx-'));
  const server = readFileSync('deploy/nginx.conf', 'utf8')
    .replace(/listen 80;/, `listen 127.0.0.1:${PORT};`)
    .replace(/\s*listen \[::\]:80;/, '')
    .replaceAll('/var/www/corrie-and-larch', DIST);
  writeFileSync(
    join(prefix, 'nginx.conf'),
    [
      process.getuid?.() === 0 ? 'user root;' : '',
      'daemon off;',
      'worker_processes 1;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log warn;`,
      'events {}',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((temp) => `  ${temp}_temp_path ${prefix}/${temp};`),
      server,
      '}',
    ].join('\n'),
  );
  const check = spawnSync(NGINX!, ['-t', '-p', prefix, '-c', join(prefix, 'nginx.conf')], { encoding: 'utf8' });
  expect(check.status, check.stderr).toBe(0);
  nginx = spawn(NGINX!, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], { stdio: 'ignore' });
  await expect.poll(async () => (await fetch(ORIGIN).catch(() => undefined))?.status, { timeout: 10_000 }).toBe(200);
});

test.afterAll(() => {
  nginx?.kill();
  rmSync(prefix, { recursive: true, force: true });
});

/** The rules the build wrote for Netlify and Cloudflare Pages, which nginx's generated include must match. */
const rules = () => parseHeaders(readFileSync(join(DIST, '_headers'), 'utf8'));

/** The value of every header `_headers` names (null where absent), so two responses compare as one object. */
function policyOf(headers: Headers): Record<string, string | null> {
  const names = [...new Set(rules().flatMap((rule) => Object.keys(rule.headers)))];
  return Object.fromEntries(names.map((name) => [name, headers.get(name)]));
}

function expectSecurityHeaders(headers: Headers) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers.get(name), name).toBe(value);
  // The full policy, with the build's script and style hashes, not a partial one.
  expect(headers.get('content-security-policy')).toBe(headersFor(rules(), '/')['Content-Security-Policy']);
  expect(headers.get('content-security-policy')).toMatch(/default-src 'self'.*script-src 'self' 'sha256-/);
  expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
}

test('nginx serves every page content/pages/ publishes with status 200, gzip and the security headers', async () => {
  for (const route of PAGES.map((page) => page.path)) {
    const response = await fetch(ORIGIN + route, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status, route).toBe(200);
    expect(response.headers.get('content-type'), route).toMatch(/^text\/html/);
    expect(response.headers.get('content-encoding'), route).toBe('gzip');
    expectSecurityHeaders(response.headers);
    expect(await response.text(), route).toContain('<h1');
  }
});

test('nginx answers an unknown path with 404.html and status 404', async () => {
  const response = await fetch(ORIGIN + NOT_FOUND_PATH);
  expect(response.status).toBe(404);
  // The 404 page's own heading, as content/pages/404.mdx words it (escaped as HTML).
  const heading = frontmatter('404').hero.heading.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  expect(await response.text()).toContain(`>${heading}</h1>`);
  expectSecurityHeaders(response.headers);
});

test('nginx redirects a trailing slash to the one URL form, on the host and scheme the visitor used', async () => {
  const response = await fetch(`${ORIGIN}${OTHER_ROUTE.path}/?ref=x`, { redirect: 'manual' });
  expect(response.status).toBe(301);
  // A path only: behind the TLS a deploy terminates in front of nginx, an absolute http://host:port/… would send the
  // visitor from https to plain http, on nginx's own port.
  expect(response.headers.get('location')).toBe(`${OTHER_ROUTE.path}?ref=x`);
});

test('nginx gives each page one address: its file name and /index lead there, and /404 is only an error', async () => {
  // Search engines would index the same page under two addresses, and "Page not found" as a page.
  for (const [path, to] of [
    [`${OTHER_ROUTE.path}.html?ref=x`, `${OTHER_ROUTE.path}?ref=x`],
    ['/index?ref=x', '/?ref=x'],
    ['/index.html', '/'],
  ] as const) {
    const response = await fetch(ORIGIN + path, { redirect: 'manual' });
    expect(response.status, path).toBe(301);
    expect(response.headers.get('location'), path).toBe(to);
  }
  for (const path of ['/404', '/404.html']) expect((await fetch(ORIGIN + path)).status, path).toBe(404);
});

test('nginx answers a folder of the build with 404, not a redirect back and forth', async () => {
  for (const path of ['/_astro', '/_astro/', '/_astro/fonts', '/_astro/fonts/']) {
    // Following redirects, as a browser does: a loop rejects after 20 ("too many redirects").
    const response = await fetch(ORIGIN + path);
    expect(response.status, path).toBe(404);
  }
});

test('nginx caches hashed assets for a year, compressed, with the security headers', async () => {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const asset = /\/_astro\/[^"'\s),]+\.js/.exec(html)?.[0];
  expect(asset, 'index.html loads a hashed script').toBeTruthy();
  const response = await fetch(ORIGIN + asset, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(response.headers.get('content-encoding')).toBe('gzip');
  expectSecurityHeaders(response.headers);
});

test('nginx sends exactly the headers _headers names, path by path, as npm run preview does', async ({ baseURL }) => {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const asset = /\/_astro\/[^"'\s),]+\.js/.exec(html)![0];
  const other = OTHER_ROUTE.path;
  const paths = ['/', other, asset, NOT_FOUND_PATH, `${other}/`, '/_headers', '/_headers.nginx.conf'];
  // Addresses no link leads to, which a visitor or a crawler may still type: a folder, a slash too many, a bad escape.
  paths.push('/_astro', '/_astro/fonts', '//', '/%E0', `${other}.html`, '/index', '/index.html', '/404', '/404.html');
  paths.push('/robots.txt', '/sitemap-index.xml');
  for (const path of paths) {
    const fromNginx = await fetch(ORIGIN + path, { redirect: 'manual' });
    const fromPreview = await fetch(`${baseURL}${path}`, { redirect: 'manual' });
    expect(fromNginx.status, path).toBe(fromPreview.status);
    expect(policyOf(fromNginx.headers), path).toEqual(policyOf(fromPreview.headers));
  }
  // For pages and assets, that is the file's own rules for the path: nothing missing, nothing added.
  for (const path of ['/', ROUTES.at(-1)!.path, asset]) {
    const expected = Object.fromEntries(Object.keys(policyOf(new Headers())).map((name) => [name, null]));
    Object.assign(expected, HOST_DEFAULT_HEADERS, headersFor(rules(), path));
    expect(policyOf((await fetch(ORIGIN + path)).headers), path).toEqual(expected);
  }
});
