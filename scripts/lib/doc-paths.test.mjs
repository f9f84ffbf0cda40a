import { describe, expect, it } from 'vitest';
import {
  brokenReferences,
  linkedPath,
  pathExists,
  quotedPath,
  quotedReferences,
  repositoryIndex,
} from './doc-paths.mjs';

const FILES = [
  'README.md',
  'package.json',
  '.ci/run',
  'docs/decisions/001-first.md',
  'docs/decisions/README.md',
  'apps/api/src/db/client.ts',
  'apps/api/src/modules/events/on-sale.ts',
  'apps/api/src/modules/search/fuzzy.ts',
  'apps/web/src/lib/storage.ts',
  'apps/web/src/features/events/api/get-event.ts',
  'apps/web/src/features/events/hooks/use-event.ts',
];
const index = repositoryIndex(FILES);

describe('quotedReferences', () => {
  it('finds code spans and link targets with their lines, and skips fenced blocks', () => {
    const markdown = [
      'See `apps/api/src/db/client.ts` and [the first](001-first.md "title").',
      '```sh',
      'node `scripts/missing.mjs` [x](missing.md)',
      '```',
      'A ``span with ` inside`` and a [link in code](`x`) and <https://example.com>.',
      '~~~',
      '`inside tildes`',
      '~~~',
      'Last `one`.',
    ].join('\n');
    expect(quotedReferences(markdown)).toEqual([
      { text: 'apps/api/src/db/client.ts', line: 1, kind: 'code' },
      { text: '001-first.md', line: 1, kind: 'link' },
      { text: 'span with ` inside', line: 5, kind: 'code' },
      { text: 'x', line: 5, kind: 'code' },
      { text: 'one', line: 9, kind: 'code' },
    ]);
  });
});

describe('quotedPath: what counts as a repository path', () => {
  it.each([
    ['apps/api/src/db/client.ts', 'apps/api/src/db/client.ts'],
    ['./apps/web/', 'apps/web'],
    ['db/client.ts', 'db/client.ts'],
    ['features/events', 'features/events'],
    ['lib/storage', 'lib/storage'],
    ['fuzzy.ts', 'fuzzy.ts'],
    ['package.json', 'package.json'],
    ['hooks/', 'hooks'],
    ['.ci/run', '.ci/run'],
  ])('%s is the path %s', (span, path) => {
    expect(quotedPath(span, index)).toBe(path);
  });

  it.each([
    '/api/events/:id',
    'GET /api/user',
    '/usr/bin/chromium',
    '@fastify/helmet',
    'date-fns/format',
    'text/calendar',
    'auth*.spec.ts',
    'src/modules/<feature>/routes.ts',
    'apps/api/dist/{server,admin}.js',
    'DATA_DIR/db',
    'SMTP_URL',
    'users.stripe_connect_id',
    'server.js',
    'smtp://user:pass@host:port',
    '../shared/ARCHITECTURE.md',
    '--cpu-prof',
    'hooks',
    '',
  ])('%s is not a path', (span) => {
    expect(quotedPath(span, index)).toBeNull();
  });
});

describe('pathExists', () => {
  it('takes a path from the root as it is, or as an import specifier', () => {
    expect(pathExists('apps/api/src/db/client.ts', index)).toBe(true);
    expect(pathExists('apps/api/src', index)).toBe(true);
    expect(pathExists('apps/web/src/lib/storage', index)).toBe(true);
    expect(pathExists('apps/api/src/db/gone.ts', index)).toBe(false);
    // From the root only: no other folder ending in apps/api/... counts.
    expect(pathExists('apps/db/client.ts', index)).toBe(false);
  });

  it('finds a shorter path at the end of an existing one, on folder boundaries', () => {
    expect(pathExists('db/client.ts', index)).toBe(true);
    expect(pathExists('modules/events/on-sale.ts', index)).toBe(true);
    expect(pathExists('features/events', index)).toBe(true);
    expect(pathExists('lib/storage', index)).toBe(true);
    expect(pathExists('b/client.ts', index)).toBe(false);
    expect(pathExists('events/gone.ts', index)).toBe(false);
  });

  it('finds a bare file or folder name anywhere', () => {
    expect(pathExists('fuzzy.ts', index)).toBe(true);
    expect(pathExists('hooks', index)).toBe(true);
    expect(pathExists('take-seat.ts', index)).toBe(false);
  });
});

describe('linkedPath', () => {
  it('resolves a link from the linking file, and leaves links out of the repository', () => {
    expect(linkedPath('001-first.md', 'docs/decisions/README.md')).toBe(
      'docs/decisions/001-first.md',
    );
    expect(linkedPath('../../apps/api/src/db/client.ts#L3', 'docs/decisions/x.md')).toBe(
      'apps/api/src/db/client.ts',
    );
    expect(linkedPath('/README.md', 'docs/decisions/x.md')).toBe('README.md');
    expect(linkedPath('a%20b.md', 'docs/x.md')).toBe('docs/a b.md');
    expect(linkedPath('https://knip.dev', 'README.md')).toBeNull();
    expect(linkedPath('#configuration', 'README.md')).toBeNull();
    expect(linkedPath('../../../shared/spec.md', 'docs/decisions/x.md')).toBeNull();
  });
});

describe('brokenReferences', () => {
  it('reports each quoted path and link that names nothing, with its file and line', () => {
    const docs = [
      {
        path: 'docs/decisions/README.md',
        text: [
          '- [001](001-first.md): `apps/api/src/db/client.ts`, `db/client.ts`, `fuzzy.ts`',
          '- [002](002-gone.md): `apps/api/src/modules/payments/gateway.ts`',
          '- `take-seat.ts` moved; `GET /api/user` and `@fastify/helmet` are not paths',
          '- outputs: `apps/web/dist`, `bench/results/latest.json`',
        ].join('\n'),
      },
    ];
    const generated = new Set(['apps/web/dist', 'bench/results/latest.json']);
    expect(brokenReferences(docs, FILES, (p) => generated.has(p))).toEqual([
      { file: 'docs/decisions/README.md', line: 2, quoted: '002-gone.md' },
      {
        file: 'docs/decisions/README.md',
        line: 2,
        quoted: 'apps/api/src/modules/payments/gateway.ts',
      },
      { file: 'docs/decisions/README.md', line: 3, quoted: 'take-seat.ts' },
    ]);
  });

  it('asks about outputs only for paths from the root, never for a shorter path', () => {
    const docs = [{ path: 'README.md', text: '`dist/server.ts` and `apps/api/dist/server.ts`' }];
    const asked = [];
    const broken = brokenReferences(docs, FILES, (p) => {
      asked.push(p);
      return true;
    });
    // `dist` is no folder of the repository, so the first span is not a path at all.
    expect(asked).toEqual(['apps/api/dist/server.ts']);
    expect(broken).toEqual([]);
  });
});
