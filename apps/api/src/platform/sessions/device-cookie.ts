import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parseDecimalId } from '@storytable/domain';
import type { FastifyReply } from 'fastify';

/**
 * The device cookie (OWASP's "device cookies", decision 041): set when a browser signs in or
 * completes a password reset, it names the account that browser proved it knows. A login that
 * brings it is counted on its own, so strangers' failures never lock that browser out.
 */
export const DEVICE_COOKIE = 'device';
/** Sent only to the login route: nothing else reads it. */
const DEVICE_COOKIE_PATH = '/api/login';
const DEVICE_LIFETIME_S = 365 * 24 * 60 * 60;
const VERSION = 'v1';

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`device.${payload}`).digest('base64url');

/** `v1.<userId>.<nonce>.<signature>`: the nonce names this device's own login counter. */
export function issueDeviceToken(secret: string, userId: number): string {
  const payload = `${VERSION}.${userId}.${randomBytes(16).toString('base64url')}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The account and device a cookie names, or null when it is missing, malformed or forged. */
export function readDeviceToken(
  secret: string,
  token: string | undefined,
): { userId: number; device: string } | null {
  const parts = token?.split('.');
  if (parts?.length !== 4 || parts[0] !== VERSION) return null;
  const [, id, nonce, signature] = parts as [string, string, string, string];
  const userId = parseDecimalId(id);
  if (userId === null || !/^[A-Za-z0-9_-]{22}$/.test(nonce)) return null;
  const expected = Buffer.from(sign(secret, `${VERSION}.${id}.${nonce}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId, device: nonce };
}

export function setDeviceCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(DEVICE_COOKIE, token, {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: DEVICE_LIFETIME_S,
  });
}
