import { expect, test } from 'vitest';
import { headersFor, parseHeaders } from '../../../scripts/static-server.mjs';
import { headerRules, headersFile, nginxInclude } from '@/integrations/securityHeaders';

const CSP = "default-src 'self'; script-src 'self' 'sha256-abc='; frame-ancestors 'none'";

test('_headers holds exactly the rules, as the preview server reads them back', () => {
  expect(parseHeaders(headersFile(CSP))).toEqual(headerRules(CSP));
});

test('the nginx include sends the same headers as _headers, with each location repeating the server’s', () => {
  const include = nginxInclude(CSP);
  const [all, assets] = headerRules(CSP);
  const [server, location] = include.split(/^location /m);
  const lines = (block = '') =>
    Object.fromEntries([...block.matchAll(/add_header (\S+) "([^"]*)" always;/g)].map((match) => [match[1], match[2]]));
  expect(lines(server)).toEqual(all!.headers);
  expect(location).toMatch(/^\/_astro\/ \{\n/);
  expect(lines(location)).toEqual({ ...all!.headers, ...assets!.headers });
  expect(lines(location)).toEqual(headersFor(headerRules(CSP), '/_astro/x.js'));
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
