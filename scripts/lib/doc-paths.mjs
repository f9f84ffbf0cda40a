// Finds the repository paths that the README and docs/ quote, and says which no longer exist.
// Pure functions over a list of the repository's files, so the rules are tested without git.

/** Extensions of hand-written files; a bare file name (no folder) counts as a path only with one. */
const SOURCE_FILE = /^[\w.-]+\.(?:ts|tsx|mts|mjs|cjs|sql|md|css|json)$/;
/** Characters no path here has: spaces, globs, placeholders, URLs, assignments, punctuation. */
const NOT_A_PATH = /[\s*?<>{}[\]()$:=|,'"`…]/;
/** Suffixes an import specifier may leave out (`lib/storage` is `lib/storage.ts`). */
const SPECIFIER_ENDINGS = ['.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

/**
 * Every inline code span and every markdown link target of `markdown`, with its line number.
 * Fenced code blocks (commands, examples) are skipped.
 * @param {string} markdown
 * @returns {{ text: string, line: number, kind: 'code' | 'link' }[]}
 */
export function quotedReferences(markdown) {
  const found = [];
  let fence = null;
  markdown.split('\n').forEach((raw, index) => {
    const line = index + 1;
    const opening = /^\s*(`{3,}|~{3,})/.exec(raw);
    if (fence) {
      if (opening && opening[1][0] === fence[0] && opening[1].length >= fence.length) fence = null;
      return;
    }
    if (opening) {
      fence = opening[1];
      return;
    }
    // Code spans first, blanked out; links are looked for in what is left, so a link inside
    // code is code. Each line's references are given in the order they appear.
    const onLine = [];
    const outside = raw.replace(/(`+)(.+?)\1/g, (whole, _ticks, span, at) => {
      onLine.push({ at, ref: { text: span.trim(), line, kind: 'code' } });
      return ' '.repeat(whole.length);
    });
    for (const match of outside.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      onLine.push({ at: match.index, ref: { text: match[1], line, kind: 'link' } });
    }
    onLine.sort((a, b) => a.at - b.at);
    found.push(...onLine.map((o) => o.ref));
  });
  return found;
}

/**
 * What is known of the repository's files: `files` are paths relative to its root, with `/`.
 * @param {string[]} files
 */
export function repositoryIndex(files) {
  const fileSet = new Set(files);
  const dirs = new Set();
  const dirNames = new Set();
  const topLevel = new Set();
  const basenames = new Set();
  for (const file of files) {
    const parts = file.split('/');
    topLevel.add(parts[0]);
    basenames.add(parts.at(-1));
    for (let i = 1; i < parts.length; i++) {
      dirs.add(parts.slice(0, i).join('/'));
      dirNames.add(parts[i - 1]);
    }
  }
  return { files: fileSet, dirs, dirNames, topLevel, basenames };
}

/**
 * The path a code span quotes, without `./` or a trailing `/`, or null when the span is not a
 * repository path: an API route (`/api/user`), a package (`@fastify/helmet`, `date-fns/format`),
 * a MIME type (`text/calendar`), a glob (`auth*.spec.ts`), a placeholder (`src/modules/<feature>`),
 * an environment name or a word. It is one when it has a slash and starts with a folder this
 * repository has, is a bare name of a hand-written file (`fuzzy.ts`), or a folder's name with
 * its slash (`hooks/`).
 * @param {string} span
 * @param {ReturnType<typeof repositoryIndex>} index
 */
export function quotedPath(span, index) {
  if (span.length === 0 || NOT_A_PATH.test(span)) return null;
  if (/^[/@~-]/.test(span) || span.startsWith('../')) return null;
  const path = span.replace(/^\.\//, '').replace(/\/+$/, '');
  if (path.length === 0) return null;
  if (!path.includes('/')) return SOURCE_FILE.test(path) || span.endsWith('/') ? path : null;
  const first = path.split('/')[0];
  return index.topLevel.has(first) || index.dirNames.has(first) ? path : null;
}

/**
 * Whether `path` names a file or folder of the repository. A path that starts with a top-level
 * entry must exist from the root; a shorter one (`db/client.ts`, `features/events`, quoted inside
 * its workspace) must be the end of an existing path; a bare file name must be some file's name.
 * @param {string} path
 * @param {ReturnType<typeof repositoryIndex>} index
 */
export function pathExists(path, index) {
  if (!path.includes('/')) return index.basenames.has(path) || index.dirNames.has(path);
  if (index.topLevel.has(path.split('/')[0])) {
    return existsFromRoot(path, index) || SPECIFIER_ENDINGS.some((e) => index.files.has(path + e));
  }
  const tail = `/${path}`;
  for (const candidate of [...index.files, ...index.dirs]) {
    if (candidate.endsWith(tail)) return true;
    if (SPECIFIER_ENDINGS.some((end) => candidate.endsWith(tail + end))) return true;
  }
  return false;
}

/**
 * Whether `path`, from the root, is a file or folder of the repository.
 * @param {string} path
 * @param {ReturnType<typeof repositoryIndex>} index
 */
function existsFromRoot(path, index) {
  return path === '' || index.files.has(path) || index.dirs.has(path);
}

/**
 * The target of a markdown link, relative to the root, or null for a link out of the repository
 * (a URL, an anchor on the same page, a path above the root).
 * @param {string} target
 * @param {string} fromFile the linking file, relative to the root
 */
export function linkedPath(target, fromFile) {
  if (/^[a-z][a-z+.-]*:/i.test(target) || target.startsWith('#')) return null;
  const bare = decodeURI(target.replace(/[#?].*$/, ''));
  if (bare.length === 0) return null;
  const parts = bare.startsWith('/') ? [] : fromFile.split('/').slice(0, -1);
  for (const part of bare.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join('/');
}

/**
 * Every quoted path of `docs` that names nothing in the repository.
 * `isGenerated(path)` says whether a path from the root is a build or run output (ignored by
 * git, like `apps/api/dist`), which is quoted but never committed.
 * @param {{ path: string, text: string }[]} docs
 * @param {string[]} files
 * @param {(path: string) => boolean} [isGenerated]
 * @returns {{ file: string, line: number, quoted: string }[]}
 */
export function brokenReferences(docs, files, isGenerated = () => false) {
  const index = repositoryIndex(files);
  const broken = [];
  for (const doc of docs) {
    for (const ref of quotedReferences(doc.text)) {
      const link = ref.kind === 'link';
      const path = link ? linkedPath(ref.text, doc.path) : quotedPath(ref.text, index);
      if (path === null) continue;
      if (link ? existsFromRoot(path, index) : pathExists(path, index)) continue;
      const rooted = link || index.topLevel.has(path.split('/')[0]);
      if (rooted && isGenerated(path)) continue;
      broken.push({ file: doc.path, line: ref.line, quoted: ref.text });
    }
  }
  return broken;
}
