import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { ROOT, astro, removeScratch, scratchProject } from './scratch';

// One real build of a deploy preview, as Netlify runs it (CONTEXT=deploy-preview), with the repository set: every page
// links its own file and the two YAML files to GitHub's editor, and nothing of it is to be indexed. Production's build,
// which has none of this, is the one the browser tests check (tests/e2e/production.spec.ts).

afterAll(() => removeScratch('preview-build'));

test('a deploy preview carries edit links on every page, noindex in _headers, and a robots.txt that disallows all', async () => {
  const repository = 'https://github.com/corrie-and-larch/site';
  const dir = scratchProject('preview-build', join(ROOT, 'content'), {
    file: 'site.yaml',
    from: /^repository: .*$/m,
    to: `repository: ${repository}`,
  });
  const { ok, output } = await astro(dir, 'build', { CONTEXT: 'deploy-preview' });
  expect(ok, output).toBe(true);
  const dist = (file: string) => readFileSync(join(dir, 'dist', file), 'utf8');
  const edit = (file: string) => `${repository}/edit/main/content/${file}`;
  const pages = readdirSync(join(dir, 'dist')).filter((file) => file.endsWith('.html'));
  expect(pages).toEqual(expect.arrayContaining(['index.html', '404.html']));
  for (const file of pages) {
    const page = file === 'index.html' ? 'home' : file.slice(0, -'.html'.length);
    const html = dist(file);
    const footer = /<nav aria-label="Footer".*?<\/nav>/s.exec(html)![0];
    const links = [...footer.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(([, href, name]) => ({
      href,
      name,
    }));
    expect(links.slice(-3), page).toEqual([
      { href: edit(`pages/${page}.mdx`), name: 'Edit this page' },
      { href: edit('site.yaml'), name: 'Edit site.yaml' },
      { href: edit('offer.yaml'), name: 'Edit offer.yaml' },
    ]);
  }
  expect(dist('robots.txt')).toBe('User-agent: *\nDisallow: /\n');
  expect(dist('_headers')).toMatch(/^\/\*\n(?: {2}.+\n)*? {2}X-Robots-Tag: noindex\n/);
});
