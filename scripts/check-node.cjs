/* global process, module */
// Runs first in `npm install` (the preinstall script), on whatever Node the machine has, so it is written in
// the oldest JavaScript: no const, no arrow functions, no template strings.
'use strict';

var NEEDED = [22, 12];

/** The message for a Node version (as in process.version, "v20.11.1") the project cannot run on, or null. */
function nodeProblem(version) {
  var parts = String(version).replace(/^v/, '').split('.');
  var major = Number(parts[0]);
  var minor = Number(parts[1]);
  if (major > NEEDED[0] || (major === NEEDED[0] && minor >= NEEDED[1])) return null;
  return [
    'This project needs Node ' + NEEDED.join('.') + ' or newer (.nvmrc pins 24); this is Node ' + version + '.',
    'Get Node 24 in any one of these ways, then run `npm install` again:',
    '  - nvm or fnm, which read .nvmrc: `nvm install && nvm use`, or `fnm use --install-if-missing`;',
    '  - from the npm registry, as .ci/run does, with no root access:',
    '      npm install --prefix ~/.cache/node24 node@24 && export PATH="$HOME/.cache/node24/node_modules/.bin:$PATH"',
    "  - the system package manager: `brew install node@24` (macOS), or NodeSource's nodejs 24 package on Debian",
    '    and Ubuntu (https://github.com/nodesource/distributions); `node --version` must then say v24.',
  ].join('\n');
}

var problem = nodeProblem(process.version);
if (problem) {
  process.stderr.write('\n' + problem + '\n\n');
  process.exit(1);
}

module.exports = { nodeProblem: nodeProblem };
