import { SESSION_ABSOLUTE_TTL_MS, SESSION_TTL_MS } from '@storytable/domain';
import type { DbOrTx } from '../../db/client.ts';
import { deleteSession, extendSession, insertSession } from './session-repository.ts';
import { hashToken, newToken } from './session-token.ts';

/** What the session cookie carries: the token the browser holds and when it expires. */
export interface SessionCookie {
  token: string;
  expiresAt: Date;
}

/** Starts a fresh session for the user (a new id on every login), ending the one it replaces. */
export async function startSession(
  db: DbOrTx,
  userId: number,
  previousId: string | null,
): Promise<SessionCookie> {
  if (previousId) await deleteSession(db, previousId);
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await insertSession(db, { id: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

export async function endSession(db: DbOrTx, sessionId: string | null) {
  if (sessionId) await deleteSession(db, sessionId);
}

/**
 * Keep-alive: pushes the expiry out by another 14 days, but never past 30 days from sign-in
 * (audit finding 10: a stolen cookie kept alive must still die). The expiry that now holds, or
 * null when the session is gone.
 */
export function refreshSession(db: DbOrTx, sessionId: string): Promise<Date | null> {
  const wanted = new Date(Date.now() + SESSION_TTL_MS);
  return extendSession(db, sessionId, wanted, SESSION_ABSOLUTE_TTL_MS);
}
