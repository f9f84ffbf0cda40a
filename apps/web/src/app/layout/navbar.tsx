import type { CurrentUser } from '@storytable/domain';
import { Menu, X } from 'lucide-react';
import { useRef } from 'react';
import { useLocation } from 'wouter';
import { buttonClasses } from '@/components/ui/button.tsx';
import { useLogout } from '@/features/auth/api/logout.ts';
import { BrandLink } from './brand-mark.tsx';
import { CreateEventButton } from './create-event-button.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { AuthButtons, LogoutButton, preloadAuthDialog } from './nav-auth-buttons.tsx';
import { navLinksFor, showsCreateEvent } from './nav-items.ts';
import { desktopItemClass, NavLinkList } from './nav-link-list.tsx';
import { useMenuDismiss } from './use-menu-dismiss.ts';

/** The top bar: logged out, signed-in user, host and admin variants, with a mobile menu. */
export function Navbar({ user }: { user: CurrentUser | null }) {
  const [location] = useLocation();
  const toggle = useRef<HTMLButtonElement>(null);
  const header = useRef<HTMLElement>(null);
  const menu = useMenuDismiss(location, header, toggle);
  const logout = useLogout();
  const menuId = 'mobile-menu';

  const doLogout = () => logout.mutate(undefined, { onSuccess: () => menu.close() });

  return (
    <header
      ref={header}
      className="sticky top-0 z-30 border-b print:hidden border-line/80 bg-cream/90 backdrop-blur supports-[backdrop-filter]:bg-cream/80"
    >
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-5 sm:px-8"
      >
        <BrandLink />

        <div className="hidden items-center gap-3 md:flex">
          {user ? (
            <>
              <ul className="flex items-center gap-1">
                <NavLinkList
                  items={navLinksFor(user)}
                  location={location}
                  classFor={desktopItemClass}
                />
              </ul>
              {showsCreateEvent(user) ? <CreateEventButton user={user} /> : null}
              <LogoutButton inMenu={false} onLogout={doLogout} pending={logout.isPending} />
            </>
          ) : (
            <AuthButtons inMenu={false} />
          )}
        </div>

        <button
          ref={toggle}
          type="button"
          className={buttonClasses('ghost', 'icon', 'md:hidden')}
          aria-expanded={menu.open}
          aria-controls={menuId}
          aria-label="Menu"
          onClick={() => {
            if (!user) preloadAuthDialog();
            menu.setOpen((o) => !o);
          }}
        >
          {menu.open ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
        </button>
      </nav>
      <MobileMenu
        id={menuId}
        open={menu.open}
        user={user}
        location={location}
        onClose={() => menu.close()}
        onLogout={doLogout}
        logoutPending={logout.isPending}
      />
    </header>
  );
}
