import type { CurrentUser } from '@storytable/domain';

export interface NavLinkItem {
  href: string;
  label: string;
}

/** Which links the bar shows: admins only the dashboard; other signed-in users three links. */
export function navLinksFor(user: CurrentUser | null): NavLinkItem[] {
  if (!user) return [];
  if (user.isAdmin) return [{ href: '/admin', label: 'Admin Dashboard' }];
  return [
    { href: '/events', label: 'Events' },
    { href: '/profile', label: 'Profile' },
    { href: '/settings', label: 'Settings' },
  ];
}

/** A link is active when the path equals its path or starts with it. */
export function isActivePath(location: string, href: string): boolean {
  return location === href || location.startsWith(href);
}

/** Hosts who are not admins get the 'Create Event' button. */
export function showsCreateEvent(user: CurrentUser | null): boolean {
  return !!user && !user.isAdmin && user.isHost;
}
