import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from '../db/lock.ts';

const ROOT = resolve(import.meta.dirname, '../../../..');

/** Runs a CLI the way `npm run admin` / `npm run seed` do, on an embedded database in `dataDir`. */
function runCli(
  script: 'admin' | 'seed',
  args: string[],
  env: Record<string, string>,
  input?: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { DATABASE_URL: _ignored, ADMIN_PASSWORD: _unset, ...base } = process.env;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(ROOT, `apps/api/src/cli/${script}.ts`), ...args],
    { cwd: ROOT, env: { ...base, NODE_ENV: 'development', ...env }, stdio: 'pipe' },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c) => {
    stdout += c;
  });
  child.stderr.on('data', (c) => {
    stderr += c;
  });
  child.stdin.end(input ?? '');
  return new Promise((done) => child.on('close', (code) => done({ code, stdout, stderr })));
}

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'storytable-cli-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Each run starts a process and opens the embedded database: kept to the paths only a real
// process shows (exit codes, stdin, the lock); the rules themselves are unit-tested beside.
describe('npm run admin / npm run seed (embedded database)', () => {
  it('seeds, skips a second seed, creates and promotes admins, and refuses clearly', async () => {
    const env = { DATA_DIR: dataDir };

    const badArg = await runCli('seed', ['--events', 'many'], env);
    expect(badArg.code).toBe(1);
    expect(badArg.stderr).toContain('--events must be a whole number, not "many"');

    const seeded = await runCli('seed', ['--events', '0', '--guests', '3'], env);
    expect(seeded.stderr).toBe('');
    expect(seeded.code).toBe(0);
    expect(seeded.stdout).toContain('admin  admin / Admin123!');
    expect(seeded.stdout).toContain('host   hannah / Host123!');
    const created = await runCli(
      'admin',
      ['create', '--username', 'ops', '--email', 'ops@example.com', '--name', 'Ops'],
      { ...env, ADMIN_PASSWORD: 'Ops-pass-123' },
    );
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/Created admin ops <ops@example.com> \(id \d+\)/);

    const piped = await runCli(
      'admin',
      ['create', '--username', 'ops2', '--email', 'ops2@example.com'],
      env,
      'Piped-pass-123\n',
    );
    expect(piped.code).toBe(0);
    expect(piped.stdout).toContain('Created admin ops2');

    const duplicate = await runCli(
      'admin',
      ['create', '--username', 'OPS', '--email', 'new@example.com'],
      { ...env, ADMIN_PASSWORD: 'Ops-pass-123' },
    );
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr.trim()).toBe(
      'This username is already taken. Please choose a different username.',
    );

    const promoted = await runCli('admin', ['promote', 'guest'], env);
    expect(promoted.code).toBe(0);
    expect(promoted.stdout.trim()).toBe('guest is now an admin.');
    // --guests 3 made load_guest_1 .. load_guest_3
    expect((await runCli('admin', ['promote', 'load_guest_3'], env)).code).toBe(0);
    expect((await runCli('admin', ['promote', 'load_guest_4'], env)).code).toBe(1);

    // while another process (the server) holds the embedded database
    const release = acquireDataDirLock(dataDir);
    try {
      const locked = await runCli('admin', ['promote', 'guest'], env);
      expect(locked.code).toBe(1);
      expect(locked.stderr).toContain('is in use by another process');
      expect(locked.stderr).not.toContain('    at ');
    } finally {
      await release();
    }
  }, 240_000);
});
