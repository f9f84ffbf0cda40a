import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'sid';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Sessions and one-time tokens are stored as SHA-256 hashes of what the user holds. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
