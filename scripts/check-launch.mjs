// `npm run check:launch`: lists what in content/ is still a placeholder, and fails until nothing is (README, "Before
// launch"). Plain `node` runs it: Node 24 strips the types of the module it imports.
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { launchProblems, notReady } from '../src/lib/launchGate.ts';

const read = (file) => readFileSync(file, 'utf8');
const pages = readdirSync('content/pages').filter((file) => /^[^_].*\.mdx$/.test(file));
const problems = launchProblems({
  site: parse(read('content/site.yaml')),
  offer: parse(read('content/offer.yaml')),
  pages: Object.fromEntries(pages.map((file) => [`content/pages/${file}`, read(`content/pages/${file}`)])),
});
if (problems.length === 0) {
  console.log('Ready to launch: nothing in content/ is a placeholder.');
} else {
  console.error(`${notReady(problems.length)}\n\n${problems.join('\n')}`);
  process.exitCode = 1;
}
