import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Headers every response gets, on any host, next to the Content-Security-Policy. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(self), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(), screen-wake-lock=(), sync-xhr=(), usb=(), xr-spatial-tracking=()',
  'X-Frame-Options': 'DENY',
};

/**
 * What Netlify and Cloudflare Pages send where `_headers` sets no Cache-Control (pages, the 404 page, robots.txt):
 * the browser checks with the server on every visit, so a deploy's pages are seen at once. nginx sends none, and a
 * browser would then keep a page for a tenth of its age without asking, so its include sends this one too.
 */
export const HOST_DEFAULT_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'public, max-age=0, must-revalidate',
};

/** Headers for the paths a pattern matches: `/*` is every path, `/_astro/*` every path under `/_astro/`. */
export interface HeaderRule {
  path: string;
  headers: Readonly<Record<string, string>>;
}

/**
 * Merges the CSP Astro wrote in each page's <meta> into one policy: the union of every page's
 * sources per directive, plus `frame-ancestors 'none'`, which a <meta> policy cannot carry.
 */
export function mergePolicies(policies: readonly string[]): string {
  const directives = new Map<string, Set<string>>();
  for (const part of policies.flatMap((policy) => policy.split(';'))) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, new Set([...(directives.get(name) ?? []), ...sources]));
  }
  directives.set('frame-ancestors', new Set(["'none'"]));
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/**
 * The whole header policy of the deploy, the one source of both generated files: every path, then hashed
 * assets, which never change under the same name and so are cached for a year.
 */
export function headerRules(csp: string): HeaderRule[] {
  return [
    { path: '/*', headers: { 'Content-Security-Policy': csp, ...SECURITY_HEADERS } },
    { path: '/_astro/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
  ];
}

/** The longest line of `_headers` Cloudflare Pages reads (https://developers.cloudflare.com/pages/configuration/headers/). */
const CLOUDFLARE_LINE_LIMIT = 2000;

/** The `_headers` file of Netlify, Cloudflare Pages and `npm run preview`: each pattern, then its headers indented. */
export function headersFile(csp: string): string {
  const line = ([name, value]: [string, string]) => {
    const text = `  ${name}: ${value}`;
    if (text.length <= CLOUDFLARE_LINE_LIMIT) return text;
    throw new Error(
      `_headers: its ${name} line is ${text.length} characters, past the ${CLOUDFLARE_LINE_LIMIT.toLocaleString('en-GB')} Cloudflare Pages reads, which would send no ${name} at all. Give each page a rule of its own in headerRules(), with only its own hashes.`,
    );
  };
  return headerRules(csp)
    .flatMap(({ path, headers }) => [path, ...Object.entries(headers).map(line), ''])
    .join('\n');
}

/**
 * The same rules as nginx directives for the server block: `/*` at server level, each folder pattern as a
 * prefix location. nginx drops the server's add_header lines in a location that has its own, so each
 * location repeats them.
 */
export function nginxInclude(csp: string): string {
  const [all, ...folders] = headerRules(csp) as [HeaderRule, ...HeaderRule[]];
  const addHeaders = (headers: Readonly<Record<string, string>>, indent = '') =>
    Object.entries(headers).map(([name, value]) => {
      if (/["\\$]/.test(value))
        throw new Error(`The ${name} header cannot be written for nginx as it stands: ${value}`);
      // `always`: on 404s and redirects too, as the static hosts do.
      return `${indent}add_header ${name} "${value}" always;`;
    });
  const lines = [
    '# Written by the build from src/integrations/securityHeaders.ts, the source of _headers too. Do not edit.',
    ...addHeaders(all.headers),
    ...addHeaders(HOST_DEFAULT_HEADERS),
  ];
  for (const { path, headers } of folders) {
    if (!/^\/[^*]*\/\*$/.test(path)) throw new Error(`nginx needs a folder pattern such as /_astro/*, not ${path}`);
    // Files only, as the server's `location /`: nginx would redirect a folder (/_astro/fonts) to its slash form, which
    // deploy/nginx.conf's one-URL-form rewrite sends back, for ever.
    const block = [
      '    try_files $uri =404;',
      ...addHeaders({ ...all.headers, ...HOST_DEFAULT_HEADERS, ...headers }, '    '),
    ];
    lines.push('', `location ${path.slice(0, -1)} {`, ...block, '}');
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The types of script a browser runs, which the policy must allow (HTML's "prepare the script element": no type or an
 * empty one, a JavaScript MIME type essence, a module, an import map or speculation rules, in any case, trimmed).
 * Any other type, such as JSON-LD's, is a data block, which CSP does not govern.
 */
const RUN =
  /^\s*(?:|module|importmap|speculationrules|(?:application|text)\/(?:x-)?(?:java|ecma)script|text\/(?:javascript1\.[0-5]|jscript|livescript))\s*$/i;

/** The sha256 source of each inline script and style a page has, by directive. */
export function inlineHashes(html: string): Record<'script-src' | 'style-src', string[]> {
  const hashes = { 'script-src': [] as string[], 'style-src': [] as string[] };
  for (const [, tag, attributes, text] of html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g))
    if (text && (tag === 'style' || RUN.test(/\btype="([^"]*)"/.exec(attributes!)?.[1] ?? '')))
      hashes[`${tag as 'script' | 'style'}-src`].push(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  return hashes;
}

/**
 * Takes the CSP out of a built page's <meta> and returns it, its script-src and style-src hashing exactly the page's
 * own inline scripts and styles.
 *
 * The policy goes out as a header only, as Astro sends it for an adapter that takes headers (withastro/astro#13926):
 * the <meta> copy cost each page about 900 bytes of its first round trip, and a <meta> cannot carry frame-ancestors.
 * Astro's hashes are not the page's: it hashes every client directive it knows and every bundled file
 * (node_modules/astro/dist/core/csp/common.js), which no inline element of ours matches, about 540 bytes of each
 * response; and Astro 7.3 misses the styles a content entry brings (the MDX components a page imports:
 * content/runtime.js inlines them), which the policy would then block; no upstream issue found for either.
 * trust.spec.ts reports any CSP violation, and any hash no page uses.
 */
function takePagePolicy(file: string): string {
  const html = readFileSync(file, 'utf8');
  const meta = /<meta http-equiv="content-security-policy" content="([^"]+)">/i.exec(html);
  if (!meta) throw new Error(`${file} has no Content-Security-Policy <meta>; check security.csp in astro.config.mjs.`);
  writeFileSync(file, html.replace(meta[0], ''));
  const hashes = inlineHashes(html);
  return meta[1]!.replace(/(script-src|style-src) ([^;]*)/g, (_, directive: keyof typeof hashes, sources: string) =>
    [directive, ...sources.split(' ').filter((source) => !source.startsWith("'sha")), ...hashes[directive]].join(' '),
  );
}

/**
 * Writes dist/_headers and dist/_headers.nginx.conf after the build, with the CSP Astro computed for the pages, which
 * then carry it no more.
 */
export function securityHeaders(): AstroIntegration {
  return {
    name: 'security-headers',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const pages = readdirSync(out).filter((name) => name.endsWith('.html'));
        const csp = mergePolicies(pages.map((page) => takePagePolicy(join(out, page))));
        writeFileSync(join(out, '_headers'), headersFile(csp));
        writeFileSync(join(out, '_headers.nginx.conf'), nginxInclude(csp));
        logger.info(`wrote _headers and _headers.nginx.conf with the CSP of ${pages.length} pages`);
      },
    },
  };
}
