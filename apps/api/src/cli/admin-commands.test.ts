import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { verifyPassword } from '../platform/users/password.ts';
import { createUser } from '../platform/users/user-factory.ts';
import { findUserByUsername } from '../platform/users/user-repository.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { createAdmin, parseAdminArgs, promoteAdmin } from './admin-commands.ts';
import { CliError } from './cli-support.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('parseAdminArgs', () => {
  it('reads create and promote', () => {
    expect(parseAdminArgs(['create', '--username', 'root', '--email', 'Root@Example.com'])).toEqual(
      { command: 'create', username: 'root', email: 'root@example.com', name: 'root' },
    );
    expect(
      parseAdminArgs(['create', '--username=ops', '--email=ops@example.com', '--name', 'Ops Team']),
    ).toMatchObject({ username: 'ops', name: 'Ops Team' });
    expect(parseAdminArgs(['promote', 'ada'])).toEqual({ command: 'promote', username: 'ada' });
  });

  it.each([
    [[], /Usage/],
    [['delete', 'x'], /Usage/],
    [['promote'], /promote takes one username/],
    [['promote', 'a', 'b'], /promote takes one username/],
    [['create', '--username', 'root'], /needs --username and --email/],
    [
      ['create', '--username', 'ab', '--email', 'a@example.com'],
      /^Username must be at least 3 characters$/,
    ],
    [['create', '--username', 'root', '--email', 'nope'], /^Invalid email address$/],
    [
      ['create', '--username', 'root', '--email', 'a@example.com', '--colour', 'x'],
      /Unknown option/,
    ],
  ])('refuses %j', (argv, message) => {
    expect(() => parseAdminArgs(argv)).toThrow(CliError);
    expect(() => parseAdminArgs(argv)).toThrow(message);
  });
});

describe('createAdmin', () => {
  it('creates a verified admin with a hashed password', async () => {
    const user = await createAdmin(
      database.db,
      { username: 'chief', email: 'chief@example.com', name: 'Chief' },
      'Admin-pass-1',
    );
    expect(user).toMatchObject({ username: 'chief', isAdmin: true, emailVerified: true });
    expect(await verifyPassword(user.passwordHash, 'Admin-pass-1')).toBe(true);
  });

  it('refuses duplicates (any case) and short passwords with clear messages', async () => {
    await expect(
      createAdmin(
        database.db,
        { username: 'CHIEF', email: 'x@example.com', name: 'X' },
        'Admin-pass-1',
      ),
    ).rejects.toThrow('This username is already taken. Please choose a different username.');
    await expect(
      createAdmin(
        database.db,
        { username: 'other', email: 'Chief@example.com', name: 'X' },
        'Admin-pass-1',
      ),
    ).rejects.toThrow(/This email address is already registered/);
    await expect(
      createAdmin(database.db, { username: 'other', email: 'o@example.com', name: 'X' }, 'short'),
    ).rejects.toThrow('Password must be at least 8 characters');
    expect(await findUserByUsername(database.db, 'other')).toBeNull();
  });
});

describe('promoteAdmin', () => {
  it('makes a user an admin, once', async () => {
    const user = await createUser(database.db);
    expect((await promoteAdmin(database.db, user.username.toUpperCase())).changed).toBe(true);
    expect((await findUserByUsername(database.db, user.username))?.isAdmin).toBe(true);
    expect((await promoteAdmin(database.db, user.username)).changed).toBe(false);
  });

  it('refuses an unknown user', async () => {
    await expect(promoteAdmin(database.db, 'no-such-user')).rejects.toThrow(
      'No user named "no-such-user".',
    );
  });
});
