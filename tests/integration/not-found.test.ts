import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { parse } from 'yaml';
import { FRONTMATTER, frontmatterOf } from '@/content/loaders';
import { ROOT, astro, removeScratch, scratchProject } from './scratch';

afterAll(() => removeScratch('not-found'));

/** Home's hero picture, a picture the site has: the 404 page borrows it. */
const home = parse(frontmatterOf(readFileSync(join(ROOT, 'content/pages/home.mdx'), 'utf8'))!);
const { src, alt } = home.hero.image as { src: string; alt: string };

// content/README.md: 404.mdx "its sections, if any, follow its message", with the components of any page. A
// <Section image> there stopped the build: "<Section image> can only be used inside a page of content/pages/".
test('the 404 page takes the components every page takes: a section with a picture, questions', async () => {
  const dir = scratchProject('not-found', join(ROOT, 'content'), {
    file: 'pages/404.mdx',
    from: FRONTMATTER,
    to: [
      '---\n$1',
      `images:\n  borrowed:\n    src: ${JSON.stringify(src)}\n    alt: ${JSON.stringify(alt)}`,
      'faq:\n  - question: Where did the page go?\n    answer: Ask the team on {app}.',
      '---\n',
      '<Section id="explore" heading="Explore {brand}" image="borrowed">\n\n<Faq />\n\n</Section>',
    ].join('\n'),
  });
  const build = await astro(dir, 'build');
  expect(build.ok, build.output).toBe(true);
  const page = readFileSync(join(dir, 'dist/404.html'), 'utf8');
  expect(page).toContain(`alt="${alt}"`);
  expect(page).toContain('Where did the page go?');
});

test('a part of the hero the 404 page does not show stops the build, named', async () => {
  const dir = scratchProject('not-found', join(ROOT, 'content'), {
    file: 'pages/404.mdx',
    from: /^hero:\n/m,
    to: 'hero:\n  cta:\n    label: Ask us\n    message: Hello\n',
  });
  const build = await astro(dir, 'build');
  expect(build.ok).toBe(false);
  expect(build.output).toContain(
    "content/pages/404.mdx: hero.cta is not shown: the page-not-found message is the hero's eyebrow, heading and lede alone. Remove hero.cta, or put what it holds in a <Section> below the message.",
  );
});
