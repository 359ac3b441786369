// `npm run check:launch`: lists what in content/ is still a placeholder, and fails until nothing is (README,
// "Before launch"). Plain `node` runs it: Node 24 strips the types of the module it imports.
import { pathToFileURL } from 'node:url';
import { checkLaunch, notReady } from '../src/lib/launchGate.ts';

const problems = checkLaunch(pathToFileURL(`${process.cwd()}/`));
if (problems.length === 0) {
  console.log('Ready to launch: nothing in content/ is a placeholder.');
} else {
  console.error(`${notReady(problems.length)}\n\n${problems.join('\n')}`);
  process.exitCode = 1;
}
