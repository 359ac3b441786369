import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { headersFor, parseHeaders, serveDist } from '../../../scripts/static-server.mjs';
import { HOST_DEFAULT_HEADERS, headerRules, headersFile, nginxInclude } from '@/integrations/securityHeaders';

const CSP = "default-src 'self'; script-src 'self' 'sha256-abc='; frame-ancestors 'none'";

test('_headers holds exactly the rules, as the preview server reads them back', () => {
  expect(parseHeaders(headersFile(CSP))).toEqual(headerRules(CSP));
});

test('the nginx include sends the same headers as _headers, with each location repeating the server’s, and the static hosts’ default elsewhere', () => {
  const include = nginxInclude(CSP);
  const [all, assets] = headerRules(CSP);
  const [server, location] = include.split(/^location /m);
  const lines = (block = '') =>
    Object.fromEntries([...block.matchAll(/add_header (\S+) "([^"]*)" always;/g)].map((match) => [match[1], match[2]]));
  // Where _headers sets no Cache-Control, Netlify and Cloudflare Pages send their own: so does the server block.
  expect(lines(server)).toEqual({ ...all!.headers, ...HOST_DEFAULT_HEADERS });
  expect(location).toMatch(/^\/_astro\/ \{\n/);
  expect(lines(location)).toEqual({ ...all!.headers, ...assets!.headers });
  expect(lines(location)).toEqual(headersFor(headerRules(CSP), '/_astro/x.js'));
  // One line a header: two Cache-Control lines would reach the browser as one list, "max-age=0, …, immutable".
  expect(location!.match(/add_header/g)).toHaveLength(Object.keys(lines(location)).length);
  expect(lines(server)['Content-Security-Policy']).toBe(CSP);
});

test('a value nginx cannot carry stops the build instead of breaking the server', () => {
  expect(() => nginxInclude('default-src "self"')).toThrow(/cannot be written for nginx/);
});

test('a header line past the 2,000 characters Cloudflare Pages reads stops the build, naming the header', () => {
  // A policy of so many hashes as a site of many pages, each with its own inline styles, could come to.
  const hashes = (count: number) => Array.from({ length: count }, (_, n) => `'sha256-${String(n).padStart(43, 'x')}='`);
  const csp = (count: number) => `default-src 'self'; style-src 'self' ${hashes(count).join(' ')}`;
  expect(() => headersFile(csp(30))).not.toThrow();
  expect(() => headersFile(csp(40))).toThrow(
    /^_headers: its Content-Security-Policy line is 2\d{3} characters, past the 2,000 Cloudflare Pages reads/,
  );
});

test.each([
  ['/', ['Content-Security-Policy']],
  ['/residences', ['Content-Security-Policy']],
  ['/_astro/app.js', ['Content-Security-Policy', 'Cache-Control']],
])('%s gets the rules that match it', (path, names) => {
  const headers = headersFor(headerRules(CSP), path);
  for (const name of names) expect(headers).toHaveProperty(name);
  if (!path.startsWith('/_astro/')) expect(headers).not.toHaveProperty('Cache-Control');
});

// A build running while the preview serves (`npm run build` beside `npm run preview`) empties dist/ for a moment: a
// file gone between its check and its read threw an unhandled ENOENT, and the server exited.
test('the preview server outlives a file that goes while it is served', async () => {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  writeFileSync(join(dist, '_headers'), headersFile(CSP));
  const { server, url } = await serveDist(dist);
  try {
    // No 404.html: the error page is gone, as mid-build.
    await expect(fetch(`${url}/gone`).then((response) => response.text())).rejects.toThrow();
    writeFileSync(join(dist, '404.html'), '<h1>Not found</h1>');
    const response = await fetch(`${url}/gone`);
    expect([response.status, await response.text()]).toEqual([404, '<h1>Not found</h1>']);
  } finally {
    server.close();
    rmSync(dist, { recursive: true });
  }
}, 10_000);
