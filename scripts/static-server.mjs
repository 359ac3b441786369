import { once } from 'node:events';
import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { createGzip } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** The routes of a build in `root`, home first: `index.html` is `/`, `residences.html` is `/residences`. Not 404.html. */
export function builtRoutes(root) {
  return readdirSync(root)
    .filter((file) => file.endsWith('.html') && file !== '404.html')
    .map((file) => (file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`))
    .sort((a, b) => Number(b === '/') - Number(a === '/'));
}

/** Reads a `_headers` file (Netlify's format, as the build writes it): a path pattern, then its headers indented. */
export function parseHeaders(text) {
  const rules = [];
  for (const line of text.split('\n').filter((line) => line.trim() && !line.trim().startsWith('#'))) {
    const header = /^\s+([^:]+):(.*)/.exec(line);
    if (/^\S/.test(line)) rules.push({ path: line.trim(), headers: {} });
    else if (header && rules.length > 0) rules.at(-1).headers[header[1].trim()] = header[2].trim();
    else throw new Error(`_headers: cannot read the line "${line}"`);
  }
  return rules;
}

/** The headers the rules give a path (`/*` every path, `/_astro/*` every one under it), later ones adding to earlier. */
export function headersFor(rules, path) {
  const matches = (pattern) => (pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern);
  return Object.assign({}, ...rules.filter((rule) => matches(rule.path)).map((rule) => rule.headers));
}

/**
 * Serves a build on loopback as the deploy does: `/residences` from residences.html, other URL forms redirected,
 * unknown paths with 404.html, text gzipped, the headers of `dist/_headers`. Rejects if the port is taken.
 */
export async function serveDist(root, port = 0) {
  const base = resolve(root);
  const rules = parseHeaders(readFileSync(join(base, '_headers'), 'utf8'));
  const isFile = (file) => file.startsWith(base + sep) && statSync(file, { throwIfNoEntry: false })?.isFile();
  /** A response's headers: what Netlify and Cloudflare Pages send where `_headers` sets none (securityHeaders.ts's
   * HOST_DEFAULT_HEADERS), then what `_headers` gives `path`. */
  const headersOf = (path) => ({ 'Cache-Control': 'public, max-age=0, must-revalidate', ...headersFor(rules, path) });
  const server = createServer((request, response) => {
    // A path, even one a URL would read as a host (`//x`); one that does not decode (`/%E0`) names no file.
    const url = new URL(`http://x${request.url ?? '/'}`);
    let path;
    try {
      path = normalize(decodeURIComponent(url.pathname));
    } catch {
      path = undefined;
    }
    // One URL form, as nginx's `rewrite ^/(.+)/$ /$1 permanent`; like nginx, answered before any folder's rules.
    if (/^\/.+\/$/.test(url.pathname)) {
      response.writeHead(301, { ...headersOf('/'), Location: url.pathname.slice(0, -1) + url.search }).end();
      return;
    }
    // One address a page, as nginx's: /residences.html and /index lead to /residences and /.
    const page = /^\/index(\.html)?$/.test(url.pathname) ? '' : /^\/(?!404\.)(.+)\.html$/.exec(url.pathname)?.[1];
    if (page !== undefined) {
      response.writeHead(301, { ...headersOf('/'), Location: `/${page}${url.search}` }).end();
      return;
    }
    const candidates = path === '/' ? ['index.html'] : path ? [path.slice(1), `${path.slice(1)}.html`] : [];
    // The error page (at /404 too) and the header files are for the server, not for visitors.
    const hidden = /^\/(404(\.html)?|_headers.*)$/.test(path ?? '');
    const found = hidden ? undefined : candidates.map((name) => join(base, name)).find(isFile);
    const file = found ?? join(base, '404.html');
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const gzip = /^text\/|json|xml/.test(type) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    response.writeHead(found ? 200 : 404, {
      // A 404 is the error page's response, with its headers (never an asset's year-long caching).
      ...headersOf(found ? url.pathname : '/404.html'),
      'Content-Type': type,
      ...(gzip && { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' }),
    });
    const stream = createReadStream(file);
    // A file gone between its check and its read (a build emptying dist/ meanwhile): this response fails, not the server.
    stream.on('error', () => response.destroy());
    (gzip ? stream.pipe(createGzip({ level: 6 })) : stream).pipe(response);
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `http://127.0.0.1:${server.address().port}` };
}
