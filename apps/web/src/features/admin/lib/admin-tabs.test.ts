import { describe, expect, it } from 'vitest';
import { adminSearchFor, adminTabFrom } from './admin-tabs.ts';

describe('admin tab parameter', () => {
  it('selects the named tab and falls back to Pending Verifications', () => {
    expect(adminTabFrom('?tab=users')).toBe('users');
    expect(adminTabFrom('tab=settings')).toBe('settings');
    expect(adminTabFrom('?tab=operations')).toBe('operations');
    expect(adminTabFrom('')).toBe('verifications');
    expect(adminTabFrom('?tab=USERS')).toBe('verifications');
    expect(adminTabFrom('?tab=billing')).toBe('verifications');
  });

  it('writes the tab and keeps other parameters', () => {
    expect(adminSearchFor('', 'applications')).toBe('tab=applications');
    expect(adminSearchFor('x=1&tab=users', 'settings')).toBe('x=1&tab=settings');
  });
});
