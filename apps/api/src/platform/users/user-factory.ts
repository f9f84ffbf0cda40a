import type { DbOrTx } from '../../db/client.ts';
import { type NewUserRow, type UserRow, users } from '../../db/schema/index.ts';
import { hashPassword } from './password.ts';

let seq = 0;

export type CreateUserOverrides = Partial<Omit<NewUserRow, 'passwordHash'>> & { password?: string };

/**
 * Factory shared by the integration tests and the demo seed:
 * `createUser(db, { isHost: true })`. Unique username and email unless given.
 */
export async function createUser(
  db: DbOrTx,
  overrides: CreateUserOverrides = {},
): Promise<UserRow & { password: string }> {
  seq += 1;
  const tag = `${Date.now().toString(36)}${process.pid.toString(36)}${seq}`;
  const { password = 'Password1!', ...rest } = overrides;
  const [row] = await db
    .insert(users)
    .values({
      name: `Test User ${seq}`,
      username: `user_${tag}`,
      email: `user_${tag}@example.test`,
      emailVerified: true,
      ...rest,
      passwordHash: await hashPassword(password),
    })
    .returning();
  if (!row) throw new Error('createUser: insert returned nothing');
  return { ...row, password };
}
