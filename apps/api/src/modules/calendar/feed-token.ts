import { createHash, createHmac } from 'node:crypto';

/**
 * A private feed's token: an HMAC of the user and the feed's version under the app's secret, so
 * the settings page can show the address again without the database holding it; resetting bumps
 * the version. 32 bytes, base64url: 43 characters (CALENDAR_TOKEN_PATTERN).
 */
export function feedToken(secret: string, userId: number, version: number): string {
  return createHmac('sha256', secret)
    .update(`calendar-feed:${userId}:${version}`)
    .digest('base64url');
}

/**
 * What the database keeps and looks a feed up by. An index lookup by this hash tells a guesser
 * nothing about how close a guess came, unlike comparing tokens.
 */
export function feedTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
