import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { AstroIntegration } from 'astro';

/**
 * In `astro dev`, a picture replaced under its own name (a photo for the artwork, as content/README.md says) shows on
 * the next reload. Astro's dev image endpoint sends every version with `Cache-Control: public, max-age=31536000` at
 * an address that names the file, not its content, so the browser kept showing the old picture, reload or not
 * (withastro/astro#11547). Here the browser asks each time instead, and a picture unchanged since (the same size and
 * modification time) is a 304, with no new transform.
 */
export function freshDevImages(): AstroIntegration {
  return {
    name: 'fresh-dev-images',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((req, res, next) => {
          const url = new URL(req.url ?? '/', 'http://dev');
          // `/_image?href=/@fs/…/content/images/hero.jpg?origWidth=…&w=…`: the picture's file, and the version wanted.
          const href = url.pathname === '/_image' ? url.searchParams.get('href')?.split('?')[0] : undefined;
          if (!href) return next();
          // `/@fs/C:/…` on Windows is the file C:/….
          const file = href.startsWith('/@fs/')
            ? href.slice('/@fs'.length).replace(/^\/([A-Za-z]:)/, '$1')
            : join(server.config.root, href);
          let tag: string;
          try {
            const { mtimeMs, size } = statSync(decodeURI(file));
            tag = `"${mtimeMs}-${size}"`;
          } catch {
            return next(); // No such file: Astro's endpoint answers it.
          }
          if (req.headers['if-none-match'] === tag) {
            res.writeHead(304).end();
            return;
          }
          // Astro writes its image response with writeHead(status, headers), which take precedence over setHeader's.
          const writeHead = res.writeHead.bind(res) as (status: number, headers?: unknown) => typeof res;
          res.writeHead = ((status: number, headers?: unknown) =>
            writeHead(
              status,
              status === 200 && typeof headers === 'object'
                ? { ...headers, 'cache-control': 'no-cache', etag: tag }
                : headers,
            )) as typeof res.writeHead;
          next();
        });
      },
    },
  };
}
