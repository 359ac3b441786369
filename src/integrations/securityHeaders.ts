import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { htmlPages } from './builtPages';

/** Headers every response gets, on any host, next to the Content-Security-Policy. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(self), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(), screen-wake-lock=(), sync-xhr=(), usb=(), xr-spatial-tracking=()',
  'X-Frame-Options': 'DENY',
};

/** Hashed build output never changes under the same name: cache it for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** The file Netlify and Cloudflare Pages read, and `npm run preview` too. */
export const HEADERS_FILE = '_headers';

/** The same rules for nginx: deploy/nginx.conf includes it in its server block. */
export const NGINX_HEADERS_FILE = '_headers.nginx.conf';

/** Headers for the paths a pattern matches: `/*` is every path, `/_astro/*` every path under `/_astro/`. */
export interface HeaderRule {
  path: string;
  headers: Readonly<Record<string, string>>;
}

const CSP_META = /<meta http-equiv="content-security-policy" content="([^"]+)"/i;

/**
 * Merges the CSP each page carries in its <meta> into one policy: the union of every page's
 * sources per directive, plus `frame-ancestors 'none'`, which a <meta> policy cannot carry.
 */
export function mergePolicies(policies: readonly string[]): string {
  const directives = new Map<string, Set<string>>();
  for (const policy of policies) {
    for (const part of policy.split(';')) {
      const [name, ...sources] = part.trim().split(/\s+/);
      if (!name) continue;
      const set = directives.get(name) ?? new Set<string>();
      for (const source of sources) set.add(source);
      directives.set(name, set);
    }
  }
  directives.set('frame-ancestors', new Set(["'none'"]));
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** The whole header policy of the deploy, the one source of both generated files: every path, then hashed assets. */
export function headerRules(csp: string): HeaderRule[] {
  return [
    { path: '/*', headers: { 'Content-Security-Policy': csp, ...SECURITY_HEADERS } },
    { path: '/_astro/*', headers: { 'Cache-Control': IMMUTABLE_CACHE } },
  ];
}

/** The `_headers` file: each pattern, then its headers indented. */
export function headersFile(csp: string): string {
  const lines: string[] = [];
  for (const rule of headerRules(csp)) {
    lines.push(rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`), '');
  }
  return lines.join('\n');
}

function addHeaders(headers: Readonly<Record<string, string>>, indent: string): string[] {
  return Object.entries(headers).map(([name, value]) => {
    if (/["\\$]/.test(value)) throw new Error(`The ${name} header cannot be written for nginx as it stands: ${value}`);
    // `always`: on 404s and redirects too, as the static hosts do.
    return `${indent}add_header ${name} "${value}" always;`;
  });
}

/**
 * The same rules as nginx directives for the server block: `/*` at server level, every other pattern as a
 * prefix location. nginx drops the server's add_header lines in a location that has its own, so each
 * location repeats them.
 */
export function nginxInclude(csp: string): string {
  const [all, ...rest] = headerRules(csp);
  if (all?.path !== '/*') throw new Error('The first header rule must be for every path (/*).');
  const lines = [
    `# Written by the build from src/integrations/securityHeaders.ts, the source of ${HEADERS_FILE} too. Do not edit.`,
    ...addHeaders(all.headers, ''),
  ];
  for (const rule of rest) {
    if (!/^\/[^*]*\/\*$/.test(rule.path))
      throw new Error(`nginx needs a folder pattern such as /_astro/*, not ${rule.path}`);
    lines.push(
      '',
      `location ${rule.path.slice(0, -1)} {`,
      ...addHeaders({ ...all.headers, ...rule.headers }, '    '),
      '}',
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Writes dist/_headers and dist/_headers.nginx.conf after the build, with the CSP Astro computed for the pages. */
export function securityHeaders(): AstroIntegration {
  return {
    name: 'security-headers',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const policies = htmlPages(dir).map((file) => {
          const policy = CSP_META.exec(readFileSync(file, 'utf8'))?.[1];
          if (!policy)
            throw new Error(`${file} has no Content-Security-Policy <meta>; check security.csp in astro.config.mjs.`);
          return policy;
        });
        const csp = mergePolicies(policies);
        const out = fileURLToPath(dir);
        writeFileSync(join(out, HEADERS_FILE), headersFile(csp));
        writeFileSync(join(out, NGINX_HEADERS_FILE), nginxInclude(csp));
        logger.info(`wrote ${HEADERS_FILE} and ${NGINX_HEADERS_FILE} with the CSP of ${policies.length} pages`);
      },
    },
  };
}
