import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { createGzip } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.json', '.xml', '.txt', '.svg']);

/**
 * Reads a `_headers` file (Netlify's format, written by the build): a path pattern on its own line, then its
 * headers indented as `Name: value`.
 * @param {string} text
 * @returns {{ path: string, headers: Record<string, string> }[]}
 */
export function parseHeaders(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon < 0) throw new Error(`_headers: cannot read the line "${line}"`);
    rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/**
 * The headers the rules give a path: every matching rule in order, later ones adding to earlier ones.
 * `/*` matches every path, `/_astro/*` every path under `/_astro/`, anything else itself only.
 */
export function headersFor(rules, path) {
  const matches = (pattern) => (pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern);
  return Object.assign({}, ...rules.filter((rule) => matches(rule.path)).map((rule) => rule.headers));
}

/**
 * Serves a built site the way the deploy does (deploy/nginx.conf, Netlify, Cloudflare Pages): `/residences` from
 * residences.html, a trailing slash redirected to the one URL form, unknown paths with 404.html and status 404,
 * text gzipped, and on every response the headers `dist/_headers` names, the file the build writes for the hosts.
 * Resolves with the server and its base URL (on loopback, on a free port unless one is given); rejects when the
 * port is taken.
 */
export function serveDist(root, port = 0) {
  const base = resolve(root);
  const headersPath = join(base, '_headers');
  const rules = existsSync(headersPath) ? parseHeaders(readFileSync(headersPath, 'utf8')) : [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const path = normalize(decodeURIComponent(url.pathname));
    // One URL form, as nginx's `rewrite ^/(.+)/$ /$1 permanent`; like nginx, answered before any folder's rules.
    if (/^\/.+\/$/.test(url.pathname)) {
      response.writeHead(301, { ...headersFor(rules, '/'), Location: url.pathname.slice(0, -1) + url.search });
      response.end();
      return;
    }
    const candidates = path === '/' ? ['index.html'] : [path.slice(1), `${path.slice(1)}.html`];
    let file = candidates
      .map((name) => join(base, name))
      .find((name) => name.startsWith(base + sep) && existsSync(name) && statSync(name).isFile());
    let status = 200;
    // The error page and the header files are for the server, not for visitors.
    if (!file || /^\/(404\.html|_headers.*)$/.test(path)) {
      file = join(base, '404.html');
      status = 404;
    }
    const ext = extname(file);
    // A 404 is the error page's response, with its headers (never an asset's year-long caching).
    const policy = headersFor(rules, status === 404 ? '/404.html' : url.pathname);
    const headers = { ...policy, 'Content-Type': TYPES[ext] ?? 'application/octet-stream' };
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    if (gzip) {
      headers['Content-Encoding'] = 'gzip';
      headers['Vary'] = 'Accept-Encoding';
    }
    response.writeHead(status, headers);
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip({ level: 6 })) : stream).pipe(response);
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolvePromise({
        server,
        url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`,
      });
    });
  });
}
