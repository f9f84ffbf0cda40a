import { describe, expect, it } from 'vitest';
import { managesDinner } from './roles.ts';

describe('managesDinner', () => {
  const dinner = { hostId: 7 };
  it('is the dinner’s host or an admin, nobody else', () => {
    expect(managesDinner({ id: 7, isAdmin: false }, dinner)).toBe(true);
    expect(managesDinner({ id: 1, isAdmin: true }, dinner)).toBe(true);
    expect(managesDinner({ id: 8, isAdmin: false }, dinner)).toBe(false);
  });
});
