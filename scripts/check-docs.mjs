// `npm run check:docs`: fails when the README or a page of docs/ quotes a repository path (in
// backticks or as a markdown link) that no longer exists (rules in lib/doc-paths.mjs), or when a
// decision record lacks its Status and Date lines or its row in the index
// (lib/decision-register.mjs).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { registerProblems } from './lib/decision-register.mjs';
import { brokenReferences } from './lib/doc-paths.mjs';
import { ROOT } from './lib/paths.mjs';

const LIST_FILES = ['ls-files', '-z', '--cached', '--others', '--exclude-standard'];
const listed = execFileSync('git', LIST_FILES, { cwd: ROOT, encoding: 'utf8', maxBuffer: 2 ** 26 });
// A file deleted in the work tree but not yet in the index no longer exists.
const files = listed.split('\0').filter((f) => f !== '' && existsSync(join(ROOT, f)));
const docs = files
  .filter((f) => f === 'README.md' || (f.startsWith('docs/') && f.endsWith('.md')))
  .map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }));
/**
 * Build and run outputs (`apps/api/dist`, `bench/results`) are quoted but never committed. A
 * folder's ignore rule (`dist/`) matches only with the trailing slash, so both are asked.
 */
const isGenerated = (path) =>
  [path, `${path}/`].some(
    (p) => spawnSync('git', ['check-ignore', '-q', '--no-index', p], { cwd: ROOT }).status === 0,
  );

const broken = brokenReferences(docs, files, isGenerated);
for (const { file, line, quoted } of broken) {
  console.error(`${file}:${line}: \`${quoted}\` names no file or folder of the repository`);
}

const DECISIONS = 'docs/decisions/';
const records = files
  .filter((f) => f.startsWith(DECISIONS) && !f.slice(DECISIONS.length).includes('/'))
  .filter((f) => f.endsWith('.md') && f !== `${DECISIONS}README.md`)
  .map((f) => ({ name: f.slice(DECISIONS.length), text: readFileSync(join(ROOT, f), 'utf8') }));
const indexPath = join(ROOT, DECISIONS, 'README.md');
const index = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : '';
const problems = registerProblems(records, index);
for (const problem of problems) console.error(`${DECISIONS}${problem}`);

if (broken.length + problems.length > 0) {
  console.error(
    `${broken.length} quoted path(s) not found, ${problems.length} problem(s) in the register of decisions.`,
  );
  process.exit(1);
}
console.log(
  `Docs: ${docs.length} documents' quoted paths and ${records.length} decision records checked.`,
);
