import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const CSRF_COOKIE = 'csrf';

function sign(secret: string, binding: string, payload: string) {
  return createHmac('sha256', secret).update(`${binding}.${payload}`).digest('base64url');
}

export function newCsrfBinding(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Stateless, signed tokens bound to a per-browser cookie: `expiresAt.nonce.signature`. Any API
 * instance can check one with the shared secret alone; nothing is stored.
 */
export function issueCsrfToken(
  secret: string,
  binding: string,
  ttlMs: number,
  now = Date.now(),
): string {
  const payload = `${now + ttlMs}.${randomBytes(9).toString('base64url')}`;
  return `${payload}.${sign(secret, binding, payload)}`;
}

export function verifyCsrfToken(
  secret: string,
  binding: string,
  token: string,
  now = Date.now(),
): boolean {
  const parts = token.split('.');
  if (parts.length !== 3) return false;
  const [exp, nonce, sig] = parts as [string, string, string];
  const expiresAt = Number(exp);
  if (!Number.isFinite(expiresAt) || expiresAt < now) return false;
  const expected = Buffer.from(sign(secret, binding, `${exp}.${nonce}`));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
