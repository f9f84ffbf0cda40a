import type { DbOrTx } from '../../db/client.ts';
import { hashToken, newToken } from '../../platform/sessions/session-token.ts';
import {
  findUsableToken,
  insertToken,
  type TokenPurpose,
  useToken,
} from './one-time-token-repository.ts';

/** How long an email verification link works: its own rule, not the cancellation cutoff. */
export const VERIFY_EMAIL_LINK_HOURS = 48;
export const VERIFY_EMAIL_TOKEN_TTL_MS = VERIFY_EMAIL_LINK_HOURS * 60 * 60 * 1000;
export const RESET_PASSWORD_TOKEN_TTL_MS = 60 * 60 * 1000;
export const CHANGE_EMAIL_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

const TTL: Record<TokenPurpose, number> = {
  verify_email: VERIFY_EMAIL_TOKEN_TTL_MS,
  reset_password: RESET_PASSWORD_TOKEN_TTL_MS,
  change_email: CHANGE_EMAIL_TOKEN_TTL_MS,
};

/** Issues a random token (32 bytes, base64url) for the link; only its SHA-256 is stored. */
export async function issueToken(
  db: DbOrTx,
  userId: number,
  purpose: TokenPurpose,
): Promise<string> {
  const token = newToken();
  await insertToken(db, {
    tokenHash: hashToken(token),
    purpose,
    userId,
    expiresAt: new Date(Date.now() + TTL[purpose]),
  });
  return token;
}

export function checkToken(db: DbOrTx, token: string, purpose: TokenPurpose) {
  return findUsableToken(db, hashToken(token), purpose);
}

/** Uses the token once: null when it is unknown, expired, already used or for another purpose. */
export function redeemToken(db: DbOrTx, token: string, purpose: TokenPurpose) {
  return useToken(db, hashToken(token), purpose);
}
