import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { htmlPages } from './dist';

/** Headers every response gets, on any host. deploy/nginx.conf sends the same ones. */
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

/** The `_headers` file Netlify and Cloudflare Pages read. */
export function headersFile(csp: string): string {
  const lines = ['/*', `  Content-Security-Policy: ${csp}`];
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) lines.push(`  ${name}: ${value}`);
  lines.push('', '/_astro/*', `  Cache-Control: ${IMMUTABLE_CACHE}`, '');
  return lines.join('\n');
}

/** Writes dist/_headers after the build, with the CSP Astro computed for the pages. */
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
        writeFileSync(join(fileURLToPath(dir), '_headers'), headersFile(mergePolicies(policies)));
        logger.info(`wrote _headers with the CSP of ${policies.length} pages`);
      },
    },
  };
}
