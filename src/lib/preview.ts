/** A preview build: Netlify's deploy previews and branch deploys (CONTEXT), or a Cloudflare Pages branch but main. */
export const isPreview = ({ CONTEXT, CF_PAGES_BRANCH } = process.env) =>
  CONTEXT ? ['deploy-preview', 'branch-deploy'].includes(CONTEXT) : !!CF_PAGES_BRANCH && CF_PAGES_BRANCH !== 'main';

/** A preview's links into GitHub's editor, for the page's own file and the two YAML files; none in production. */
export function editLinks(repo = '', page = '', env = process.env) {
  if (!isPreview(env) || !repo.startsWith('https://')) return [];
  const edit = (what: string, file = what) => ({ name: `Edit ${what}`, href: `${repo}/edit/main/content/${file}` });
  return [edit('this page', `pages/${page}.mdx`), edit('site.yaml'), edit('offer.yaml')];
}
