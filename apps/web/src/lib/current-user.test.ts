import { describe, expect, it } from 'vitest';
import { hasSignedInMarker } from './current-user.ts';

describe('hasSignedInMarker', () => {
  it('finds the marker among other cookies, wherever it is', () => {
    expect(hasSignedInMarker('signed_in=1')).toBe(true);
    expect(hasSignedInMarker('csrf=abc; signed_in=1; theme=dark')).toBe(true);
  });

  it('is false without it, or for a cookie whose name only ends or starts like it', () => {
    expect(hasSignedInMarker('')).toBe(false);
    expect(hasSignedInMarker('csrf=abc')).toBe(false);
    expect(hasSignedInMarker('not_signed_in=1; signed_in_at=2')).toBe(false);
  });
});
