import type { CurrentUser } from '@storytable/domain';

/** The query parameter that opens the become-host dialog on the profile. */
export const BECOME_HOST_PARAM = 'become-host';

/**
 * Where a signed-in user's 'Share your story' leads: hosts to a new dinner, admins to their
 * dashboard, everyone else to the host application on their profile.
 */
export function becomeHostHref(user: Pick<CurrentUser, 'isAdmin' | 'isHost'>): string {
  if (user.isAdmin) return '/admin';
  if (user.isHost) return '/create';
  return `/profile?${BECOME_HOST_PARAM}`;
}
