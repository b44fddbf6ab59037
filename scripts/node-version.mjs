// The Node.js release Rubrica runs on: package.json "engines" (">=24.11.0 <25", Node 24 LTS, which
// react-router and oidc-provider ask for). `make run` and `.ci/run` check it before anything
// starts (scripts/ensure-node.sh installs the pinned release when the system's node is another);
// run as a script with a node binary, it exits 1 when that binary is not a supported release.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The supported range as numbers, from package.json's `engines.node`. */
export function supportedNodeRange() {
  const { engines } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const match = /^>=(\d+)\.(\d+)\.(\d+) <(\d+)$/.exec(engines?.node ?? '');
  if (!match) throw new Error(`package.json engines.node must read ">=A.B.C <D", not "${engines?.node}"`);
  const [, major, minor, patch, below] = match.map(Number);
  return { minimum: [major, minor, patch], belowMajor: below, text: engines.node };
}

/** Why `version` (default: this process's) cannot run Rubrica, or null when it can. */
export function nodeVersionProblem(version = process.versions.node) {
  const { minimum, belowMajor, text } = supportedNodeRange();
  const parts = version.split('.').map(Number);
  let atLeast = true;
  for (let index = 0; index < 3; index += 1) {
    if (parts[index] === minimum[index]) continue;
    atLeast = parts[index] > minimum[index];
    break;
  }
  if (atLeast && parts[0] < belowMajor) return null;
  return (
    `Rubrica runs on Node.js ${text} (Node 24 LTS); this is v${version}. ` +
    'Start it with `make run`, which installs the pinned Node 24 (.node-version) into .tools/node ' +
    'when the system has another, or install Node.js 24 LTS.'
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const problem = nodeVersionProblem();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
