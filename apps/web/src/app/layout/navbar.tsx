import type { CurrentUser } from '@storytable/domain';
import { LogOut, Menu, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { useLogout } from '@/features/auth/api/logout.ts';
import { type AuthMode, openAuthDialog } from '@/lib/auth-dialog.ts';
import { cn } from '@/lib/cn.ts';
import { BrandLink } from './brand-mark.tsx';
import { CreateEventButton } from './create-event-button.tsx';
import { isActivePath, type NavLinkItem, navLinksFor, showsCreateEvent } from './nav-items.ts';
import { displayName, UserInitial } from './user-initial.tsx';

/** The auth dialog chunk loads on intent (hover, focus) so it opens without a wait. */
const preloadAuthDialog = () => void import('@/features/auth/components/auth-dialogs.tsx');

/**
 * 'Log in' and 'Sign up', each opening the auth dialog in its mode: small in the bar (loading
 * the dialog on intent), full width in the mobile menu (which `beforeOpen` closes first).
 */
function AuthButtons({ inMenu, beforeOpen }: { inMenu: boolean; beforeOpen?: () => void }) {
  const open = (mode: AuthMode) => {
    beforeOpen?.();
    openAuthDialog(mode);
  };
  const look = inMenu
    ? { className: 'w-full' }
    : { size: 'sm' as const, onPointerEnter: preloadAuthDialog, onFocus: preloadAuthDialog };
  return (
    <>
      <Button variant={inMenu ? 'secondary' : 'ghost'} {...look} onClick={() => open('login')}>
        Log in
      </Button>
      <Button {...look} onClick={() => open('register')}>
        Sign up
      </Button>
    </>
  );
}

function LogoutButton({
  inMenu,
  onLogout,
  pending,
}: {
  inMenu: boolean;
  onLogout: () => void;
  pending: boolean;
}) {
  return (
    <Button
      variant={inMenu ? 'secondary' : 'ghost'}
      {...(inMenu ? { className: 'w-full' } : { size: 'sm' as const })}
      onClick={onLogout}
      disabled={pending}
    >
      <LogOut aria-hidden="true" className="size-4" />
      Logout
    </Button>
  );
}

/** The bar's page links, the current page marked; `onNavigate` runs on a click (closing a menu). */
function NavItems({
  items,
  location,
  classFor,
  onNavigate,
}: {
  items: readonly NavLinkItem[];
  location: string;
  classFor: (active: boolean) => string;
  onNavigate?: () => void;
}) {
  return items.map((item) => {
    const active = isActivePath(location, item.href);
    return (
      <li key={item.href}>
        <Link
          href={item.href}
          aria-current={active ? 'page' : undefined}
          onClick={onNavigate}
          className={classFor(active)}
        >
          {item.label}
        </Link>
      </li>
    );
  });
}

const desktopItemClass = (active: boolean) =>
  cn(
    'rounded-full px-4 py-2 text-sm font-medium transition-colors',
    active ? 'bg-brand-100 text-brand-700' : 'text-ink hover:bg-brand-50',
  );

function MobileMenu({
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
    // Focus moves into the menu when it opens.
    if (open) panel.current?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [open]);
  const itemClass = (active: boolean) =>
    cn(
      'flex items-center rounded-xl px-4 py-3 text-base font-medium',
      active ? 'bg-brand-100 text-brand-700' : 'text-ink hover:bg-brand-50',
    );

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
        <NavItems
          // a visitor's menu offers the events
          items={user ? navLinksFor(user) : [{ href: '/events', label: 'Browse Events' }]}
          location={location}
          classFor={itemClass}
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

/** The top bar: logged out, signed-in user, host and admin variants, with a mobile menu. */
export function Navbar({ user }: { user: CurrentUser | null }) {
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const header = useRef<HTMLElement>(null);
  const logout = useLogout();
  const menuId = 'mobile-menu';

  const closeMenu = useCallback((returnFocus = false) => {
    setMenuOpen(false);
    if (returnFocus) toggle.current?.focus();
  }, []);

  // The menu closes when the page changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location is the trigger, not a value read
  useEffect(() => setMenuOpen(false), [location]);

  // Escape closes it (focus back on the toggle); so does a click outside the bar.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeMenu(true);
    };
    const onPointer = (e: PointerEvent) => {
      if (header.current && !header.current.contains(e.target as Node)) closeMenu();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [menuOpen, closeMenu]);

  const doLogout = () => logout.mutate(undefined, { onSuccess: () => closeMenu() });

  return (
    <header
      ref={header}
      className="sticky top-0 z-30 border-b border-line/80 bg-cream/90 backdrop-blur supports-[backdrop-filter]:bg-cream/80"
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
                <NavItems
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
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label="Menu"
          onClick={() => {
            if (!user) preloadAuthDialog();
            setMenuOpen((o) => !o);
          }}
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
        </button>
      </nav>
      <MobileMenu
        id={menuId}
        open={menuOpen}
        user={user}
        location={location}
        onClose={() => closeMenu()}
        onLogout={doLogout}
        logoutPending={logout.isPending}
      />
    </header>
  );
}
