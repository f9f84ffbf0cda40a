import type { AdminUser } from '@storytable/domain';
import { describe, expect, it } from 'vitest';
import { roleOf } from './admin-labels.ts';

const user = (over: Partial<AdminUser>): AdminUser => ({
  id: 1,
  name: 'Ada',
  username: 'ada',
  email: 'ada@example.test',
  profileImage: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  emailVerified: true,
  isAdmin: false,
  isHost: false,
  isVerifiedHost: false,
  idmeVerified: false,
  manualReviewStatus: 'none',
  ...over,
});

describe('roleOf', () => {
  it('gives the first role of the display order that applies', () => {
    expect(roleOf(user({ isAdmin: true, isHost: true, isVerifiedHost: true }))).toBe('Admin');
    expect(roleOf(user({ isHost: true, isVerifiedHost: true }))).toBe('Verified Host');
    expect(roleOf(user({ isHost: true, manualReviewStatus: 'pending' }))).toBe('Host');
    expect(roleOf(user({ manualReviewStatus: 'pending' }))).toBe('Pending Host');
    expect(roleOf(user({ manualReviewStatus: 'rejected' }))).toBe('User');
  });
});
