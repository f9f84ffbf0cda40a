import { hash, verify } from '@node-rs/argon2';
import { ErrorCode, SETTINGS_MESSAGES } from '@storytable/domain';
import { AppError } from '../../lib/app-error.ts';

// argon2id with OWASP's recommended minimum (19 MiB, 2 iterations, 1 lane)
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/**
 * Checks of the current password per account, shared by every route that asks for it (password
 * and email changes, account removal): slows a guess from a stolen session.
 */
export const PASSWORD_CHECK_LIMIT = {
  name: 'password-check',
  max: 10,
  windowMs: 60 * 60 * 1000,
} as const;

/** The current password typed again before a sensitive change: 400 when it is wrong. */
export async function assertCurrentPassword(user: { passwordHash: string }, password: string) {
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError(ErrorCode.VALIDATION, 400, SETTINGS_MESSAGES.CURRENT_PASSWORD_INCORRECT);
  }
}
