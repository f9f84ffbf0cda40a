import { AUTH_MESSAGES, ErrorCode } from '@storytable/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { NewUserRow, UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from './password.ts';
import { findUserByEmail, findUserByUsername, insertUser } from './user-repository.ts';

export interface NewAccount {
  username: string;
  email: string;
  name: string;
  password: string;
}

type AccountFlags = Partial<Omit<NewUserRow, 'id' | 'passwordHash' | keyof NewAccount>>;

function conflict(field: 'username' | 'email'): AppError {
  return field === 'username'
    ? AppError.conflict(ErrorCode.USERNAME_EXISTS, AUTH_MESSAGES.USERNAME_EXISTS)
    : AppError.conflict(ErrorCode.EMAIL_EXISTS, AUTH_MESSAGES.EMAIL_EXISTS);
}

/**
 * Creates an account (registration and the admin command). Input is already validated by the
 * domain schema. Duplicates answer 409 with the spec's messages, username checked first; the
 * unique indexes settle a race between two identical registrations.
 */
export async function createAccount(
  db: DbOrTx,
  account: NewAccount,
  flags: AccountFlags = {},
): Promise<UserRow> {
  if (await findUserByUsername(db, account.username)) throw conflict('username');
  if (await findUserByEmail(db, account.email)) throw conflict('email');
  const { password, ...fields } = account;
  const result = await insertUser(db, {
    ...flags,
    ...fields,
    passwordHash: await hashPassword(password),
  });
  if (!result.ok) throw conflict(result.conflict);
  return result.user;
}
