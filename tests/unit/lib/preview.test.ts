import { expect, test } from 'vitest';
import { editLinks, isPreview } from '@/lib/preview';

test.each([
  [{ CONTEXT: 'deploy-preview' }, true],
  [{ CONTEXT: 'branch-deploy' }, true],
  [{ CONTEXT: 'production' }, false],
  [{ CONTEXT: 'dev' }, false],
  [{ CF_PAGES_BRANCH: 'fix-the-price' }, true],
  [{ CF_PAGES_BRANCH: 'main' }, false],
  [{}, false],
  // Netlify's CONTEXT decides on Netlify, whatever the branch.
  [{ CONTEXT: 'production', CF_PAGES_BRANCH: 'fix-the-price' }, false],
])('isPreview(%o) is %s', (env, preview) => {
  expect(isPreview(env)).toBe(preview);
});

const repository = 'https://github.com/corrie-and-larch/site';

test("a preview links the page's own file and the two YAML files to GitHub's editor", () => {
  expect(editLinks(repository, 'founders-club', { CONTEXT: 'deploy-preview' })).toEqual([
    { name: 'Edit this page', href: `${repository}/edit/main/content/pages/founders-club.mdx` },
    { name: 'Edit site.yaml', href: `${repository}/edit/main/content/site.yaml` },
    { name: 'Edit offer.yaml', href: `${repository}/edit/main/content/offer.yaml` },
  ]);
});

test.each([
  ['production', repository, { CONTEXT: 'production' }],
  ['a build with neither variable', repository, {}],
  ['a preview whose repository is still a placeholder', '[PLACEHOLDER: the repository]', { CONTEXT: 'deploy-preview' }],
  ['a preview with no repository', undefined, { CONTEXT: 'deploy-preview' }],
])('%s has no edit links', (_, repo, env) => {
  expect(editLinks(repo, 'home', env)).toEqual([]);
});
