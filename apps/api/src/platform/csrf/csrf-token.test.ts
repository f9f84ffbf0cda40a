import { describe, expect, it } from 'vitest';
import { issueCsrfToken, verifyCsrfToken } from './csrf-token.ts';

describe('csrf tokens', () => {
  const secret = 's'.repeat(40);
  it('verifies a token for its own binding only, until it expires', () => {
    const token = issueCsrfToken(secret, 'bind-a', 1000, 0);
    expect(verifyCsrfToken(secret, 'bind-a', token, 500)).toBe(true);
    expect(verifyCsrfToken(secret, 'bind-b', token, 500)).toBe(false);
    expect(verifyCsrfToken(secret, 'bind-a', token, 1001)).toBe(false);
    expect(verifyCsrfToken('x'.repeat(40), 'bind-a', token, 500)).toBe(false);
    expect(verifyCsrfToken(secret, 'bind-a', `${token}x`, 500)).toBe(false);
    expect(verifyCsrfToken(secret, 'bind-a', 'garbage', 500)).toBe(false);
  });
});
