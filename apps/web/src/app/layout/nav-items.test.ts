import type { CurrentUser } from '@storytable/domain';
import { describe, expect, it } from 'vitest';
import { isActivePath, navLinksFor, showsCreateEvent } from './nav-items.ts';

const user = (over: Partial<CurrentUser> = {}) =>
  ({ isAdmin: false, isHost: false, ...over }) as CurrentUser;

describe('navigation variants', () => {
  it('shows nothing for visitors, three links for users, only the dashboard for admins', () => {
    expect(navLinksFor(null)).toEqual([]);
    expect(navLinksFor(user()).map((l) => l.label)).toEqual(['Events', 'Profile', 'Settings']);
    expect(navLinksFor(user({ isAdmin: true, isHost: true })).map((l) => l.label)).toEqual([
      'Admin Dashboard',
    ]);
  });

  it('gives Create Event to hosts who are not admins', () => {
    expect(showsCreateEvent(null)).toBe(false);
    expect(showsCreateEvent(user())).toBe(false);
    expect(showsCreateEvent(user({ isHost: true }))).toBe(true);
    expect(showsCreateEvent(user({ isHost: true, isAdmin: true }))).toBe(false);
  });

  it('marks a link active when the path equals or starts with its path', () => {
    expect(isActivePath('/profile', '/profile')).toBe(true);
    expect(isActivePath('/profile/12', '/profile')).toBe(true);
    expect(isActivePath('/settings', '/profile')).toBe(false);
    expect(isActivePath('/', '/events')).toBe(false);
  });
});
