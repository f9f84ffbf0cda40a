import type { CurrentUser } from '@storytable/domain';
import { useEffect, useRef } from 'react';
import { CreateEventButton } from './create-event-button.tsx';
import { AuthButtons, LogoutButton } from './nav-auth-buttons.tsx';
import { navLinksFor, showsCreateEvent } from './nav-items.ts';
import { mobileItemClass, NavLinkList } from './nav-link-list.tsx';
import { displayName, UserInitial } from './user-initial.tsx';

/**
 * The phone's menu under the bar: who is signed in, the page links (a visitor gets 'Browse
 * Events'), then Create Event and Logout, or Log in and Sign up. Focus moves into it on opening.
 */
export function MobileMenu({
  id,
  open,
  user,
  location,
  onClose,
  onLogout,
  logoutPending,
}: {
  id: string;
  open: boolean;
  user: CurrentUser | null;
  location: string;
  onClose: () => void;
  onLogout: () => void;
  logoutPending: boolean;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [open]);

  return (
    <div
      id={id}
      ref={panel}
      hidden={!open}
      className="border-t border-line bg-cream px-5 pt-4 pb-6 shadow-lg shadow-ink/5 md:hidden"
    >
      {user ? (
        <div className="mb-4 flex items-center gap-3 rounded-2xl bg-white p-4 ring-1 ring-line">
          <UserInitial user={user} />
          <div className="min-w-0">
            <p className="truncate font-semibold text-ink">{displayName(user)}</p>
            <p className="truncate text-sm text-muted">{user.email}</p>
          </div>
        </div>
      ) : null}
      <ul className="space-y-1">
        <NavLinkList
          // a visitor's menu offers the events
          items={user ? navLinksFor(user) : [{ href: '/events', label: 'Browse Events' }]}
          location={location}
          classFor={mobileItemClass}
          onNavigate={onClose}
        />
      </ul>
      <div className="mt-4 flex flex-col gap-3 border-t border-line pt-4">
        {user ? (
          <>
            {showsCreateEvent(user) ? (
              <CreateEventButton user={user} size="md" className="w-full" onNavigate={onClose} />
            ) : null}
            <LogoutButton inMenu onLogout={onLogout} pending={logoutPending} />
          </>
        ) : (
          <AuthButtons inMenu beforeOpen={onClose} />
        )}
      </div>
    </div>
  );
}
