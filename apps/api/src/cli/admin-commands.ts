import { parseArgs } from 'node:util';
import { newPasswordSchema, registerSchema } from '@storytable/domain';
import type { DbOrTx } from '../db/client.ts';
import type { UserRow } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';
import { createAccount } from '../platform/users/account-service.ts';
import { findUserByUsername, updateUser } from '../platform/users/user-repository.ts';
import { CliError } from './cli-support.ts';

export const ADMIN_USAGE = `Usage:
  npm run admin -- create --username U --email E [--name N]
      password from ADMIN_PASSWORD, or asked for (hidden) when it is not set
  npm run admin -- promote U`;

export type AdminCommand =
  | { command: 'create'; username: string; email: string; name: string }
  | { command: 'promote'; username: string };

function parseOptions(args: string[]) {
  try {
    return parseArgs({
      args,
      options: {
        username: { type: 'string' },
        email: { type: 'string' },
        name: { type: 'string' },
      },
      allowPositionals: true,
      strict: true,
    });
  } catch (err) {
    throw new CliError(`${(err as Error).message}\n${ADMIN_USAGE}`);
  }
}

/** Reads and validates the command line with the same rules as registration (no password yet). */
export function parseAdminArgs(argv: string[]): AdminCommand {
  const [command, ...rest] = argv;
  const { values, positionals } = parseOptions(rest);
  if (command === 'promote') {
    const [username, ...extra] = positionals;
    if (!username || extra.length || Object.keys(values).length) {
      throw new CliError(`promote takes one username\n${ADMIN_USAGE}`);
    }
    return { command, username };
  }
  if (command === 'create') {
    if (positionals.length) throw new CliError(`Unexpected "${positionals[0]}"\n${ADMIN_USAGE}`);
    if (!values.username || !values.email) {
      throw new CliError(`create needs --username and --email\n${ADMIN_USAGE}`);
    }
    const parsed = registerSchema.omit({ password: true }).safeParse({
      username: values.username,
      email: values.email,
      name: values.name ?? values.username,
      termsAgreed: true,
    });
    if (!parsed.success) throw new CliError(parsed.error.issues[0]?.message ?? 'Invalid input');
    const { username, email, name } = parsed.data;
    return { command, username, email, name };
  }
  throw new CliError(ADMIN_USAGE);
}

export function checkAdminPassword(password: string): string {
  const parsed = newPasswordSchema.safeParse(password);
  if (!parsed.success) throw new CliError(parsed.error.issues[0]?.message ?? 'Invalid password');
  return parsed.data;
}

/** A new admin account, email already verified. Duplicates fail with the registration messages. */
export async function createAdmin(
  db: DbOrTx,
  input: { username: string; email: string; name: string },
  password: string,
): Promise<UserRow> {
  try {
    return await createAccount(
      db,
      { ...input, password: checkAdminPassword(password) },
      { isAdmin: true, emailVerified: true },
    );
  } catch (err) {
    if (err instanceof AppError) throw new CliError(err.message);
    throw err;
  }
}

/** Makes an existing user an admin; says so when they already were one. */
export async function promoteAdmin(
  db: DbOrTx,
  username: string,
): Promise<{ user: UserRow; changed: boolean }> {
  const user = await findUserByUsername(db, username);
  if (!user) throw new CliError(`No user named "${username}".`);
  if (user.isAdmin) return { user, changed: false };
  const updated = await updateUser(db, user.id, { isAdmin: true });
  return { user: updated ?? user, changed: true };
}
