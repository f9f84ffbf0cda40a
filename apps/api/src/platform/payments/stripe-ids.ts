import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomBase62(length: number): string {
  // 248 = 62 * 4: rejecting bytes above it keeps every character equally likely
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += ALPHABET[byte % 62];
    }
  }
  return out;
}

/** Ids in Stripe's formats: `pi_3Q...` (24 characters after the prefix), `acct_1...` (16). */
export function stripeId(prefix: 'pi' | 'ch' | 're' | 'vs' | 'evt'): string {
  return `${prefix}_${randomBase62(24)}`;
}

export function accountId(): string {
  return `acct_1${randomBase62(15)}`;
}

export function clientSecretFor(paymentIntentId: string): string {
  return `${paymentIntentId}_secret_${randomBase62(25)}`;
}
