import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { createUser } from './user-factory.ts';
import { claimVerificationSend, insertUser, updateUser } from './user-repository.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const row = (username: string, email: string) => ({
  username,
  email,
  name: 'N',
  passwordHash: 'x',
});

describe('insertUser', () => {
  it('turns a unique violation into a conflict naming the field (the race path of registration)', async () => {
    const first = await insertUser(database.db, row('RaceName', 'race@example.com'));
    expect(first.ok).toBe(true);
    expect(await insertUser(database.db, row('racename', 'other@example.com'))).toEqual({
      ok: false,
      conflict: 'username',
    });
    expect(await insertUser(database.db, row('another', 'RACE@example.com'))).toEqual({
      ok: false,
      conflict: 'email',
    });
  });
});

describe('claimVerificationSend', () => {
  it('stamps once per cooldown, atomically', async () => {
    const user = await createUser(database.db, { emailVerified: false });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => claimVerificationSend(database.db, user.id, 300_000)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await claimVerificationSend(database.db, user.id, 300_000)).toBeNull();
    await updateUser(database.db, user.id, {
      lastVerificationSent: new Date(Date.now() - 301_000),
    });
    expect(await claimVerificationSend(database.db, user.id, 300_000)).not.toBeNull();
  });
});
