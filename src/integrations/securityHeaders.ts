import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { isPreview } from '../lib/preview';

/** Headers every response gets, on any host, next to the Content-Security-Policy. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(self), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(), screen-wake-lock=(), sync-xhr=(), usb=(), xr-spatial-tracking=()',
  'X-Frame-Options': 'DENY',
};

/** What Netlify and Cloudflare Pages send where `_headers` sets no Cache-Control; nginx's include sends it too. */
export const HOST_DEFAULT_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'public, max-age=0, must-revalidate',
};

/** Headers for the paths a pattern matches: `/*` is every path, `/_astro/*` every path under `/_astro/`. */
export type HeaderRule = { path: string; headers: Readonly<Record<string, string>> };

/** Each page's CSP merged into one: every page's sources per directive, and `frame-ancestors 'none'`. */
export function mergePolicies(policies: readonly string[]): string {
  const directives = new Map<string, Set<string>>();
  for (const part of policies.flatMap((policy) => policy.split(';'))) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, new Set([...(directives.get(name) ?? []), ...sources]));
  }
  directives.set('frame-ancestors', new Set(["'none'"]));
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** The deploy's header policy, the one source of both files: every path (noindex in a preview), then hashed assets. */
export function headerRules(csp: string): HeaderRule[] {
  const noindex = isPreview() && { 'X-Robots-Tag': 'noindex' };
  return [
    { path: '/*', headers: { 'Content-Security-Policy': csp, ...SECURITY_HEADERS, ...noindex } },
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

/** The same rules as nginx directives: `/*` at server level, each folder as a prefix location, which repeats the
 * server's add_header lines (nginx drops them in a location that has its own). */
export function nginxInclude(csp: string): string {
  const [all, ...folders] = headerRules(csp) as [HeaderRule, ...HeaderRule[]];
  const addHeaders = (headers: Readonly<Record<string, string>>, indent = '') =>
    Object.entries(headers).map(([name, value]) => {
      if (/["\\$]/.test(value))
        throw new Error(`The ${name} header cannot be written for nginx as it stands: ${value}`);
      // `always`: on 404s and redirects too, as the static hosts do.
      return `${indent}add_header ${name} "${value}" always;`;
    });
  const head =
    '# Written by the build from src/integrations/securityHeaders.ts, the source of _headers too. Do not edit.';
  const lines = [head, ...addHeaders({ ...all.headers, ...HOST_DEFAULT_HEADERS })];
  for (const { path, headers } of folders) {
    if (!/^\/[^*]*\/\*$/.test(path)) throw new Error(`nginx needs a folder pattern such as /_astro/*, not ${path}`);
    // Files only: nginx would redirect a folder to its slash form, which the one-URL-form rewrite sends back.
    lines.push('', `location ${path.slice(0, -1)} {`, '    try_files $uri =404;');
    lines.push(...addHeaders({ ...all.headers, ...HOST_DEFAULT_HEADERS, ...headers }, '    '), '}');
  }
  return `${lines.join('\n')}\n`;
}

/** The script types a browser runs (HTML's "prepare the script element"); any other, such as JSON-LD's, is data. */
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

/** Takes the CSP out of a built page's <meta> (a header only: withastro/astro#13926), hashing exactly the page's own
 * inline scripts and styles: Astro's hashes miss an MDX page's components' styles and add ~540 bytes of unused ones. */
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

/** Writes dist/_headers and dist/_headers.nginx.conf from the pages' CSP, taken out of them; a preview's robots.txt. */
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
        if (isPreview()) writeFileSync(join(out, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
        logger.info(`wrote _headers and _headers.nginx.conf with the CSP of ${pages.length} pages`);
      },
    },
  };
}
