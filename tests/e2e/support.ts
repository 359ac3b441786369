import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** Every route the spec names, with the nav link that marks it current. */
export const ROUTES = [
  { path: '/', nav: 'Home' },
  { path: '/founders-club', nav: "Founders' Club" },
  { path: '/residences', nav: 'Residences' },
  { path: '/investment', nav: 'Investment' },
] as const;

interface SiteYaml {
  brand: string;
  siteUrl: string;
  operator: string;
  chat: { app: string; number: string; message: string };
}

/** The content the pages are built from, so tests follow a copywriter's edits instead of repeating them. */
export const site = parse(readFileSync(new URL('../../content/site.yaml', import.meta.url), 'utf8')) as SiteYaml;
