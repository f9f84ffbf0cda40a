import { describe, expect, it } from 'vitest';
import { isSuppressedMutationError, isSuppressedRejection } from './suppressed-errors.ts';

describe('isSuppressedMutationError', () => {
  it.each([
    'Unexpected token \'<\', "<!DOCTYPE "... is not valid JSON',
    '<!DOCTYPE html>',
    'Body is not valid JSON',
    '401: Unauthorized',
    'Not logged in',
  ])('suppresses %s', (msg) => {
    expect(isSuppressedMutationError(new Error(msg))).toBe(true);
  });

  it.each(['Invalid username or password', 'This username is already taken.', '500: Internal'])(
    'shows %s',
    (msg) => {
      expect(isSuppressedMutationError(new Error(msg))).toBe(false);
    },
  );
});

describe('isSuppressedRejection', () => {
  it('suppresses JSON parse failures of an HTML page and storage errors', () => {
    expect(isSuppressedRejection(new SyntaxError('Unexpected token \'<\', "<!DOCTYPE"...'))).toBe(
      true,
    );
    expect(isSuppressedRejection(new DOMException('quota', 'QuotaExceededError'))).toBe(true);
    expect(
      isSuppressedRejection(
        new DOMException(
          "Failed to read the 'localStorage' property: Access is denied",
          'SecurityError',
        ),
      ),
    ).toBe(true);
  });

  it('lets other rejections through', () => {
    expect(isSuppressedRejection(new Error('Network down'))).toBe(false);
    expect(isSuppressedRejection(new TypeError('x is undefined'))).toBe(false);
    expect(isSuppressedRejection(undefined)).toBe(false);
  });
});
