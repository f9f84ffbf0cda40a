import { Link } from 'wouter';
import { cn } from '@/lib/cn.ts';
import { isActivePath, type NavLinkItem } from './nav-items.ts';

/** The bar's page links, the current page marked; `onNavigate` runs on a click (closing a menu). */
export function NavLinkList({
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

/** A link of the desktop bar, pill-shaped, tinted when it is the current page. */
export const desktopItemClass = (active: boolean) =>
  cn(
    'rounded-full px-4 py-2 text-sm font-medium transition-colors',
    active ? 'bg-brand-100 text-brand-700' : 'text-ink hover:bg-brand-50',
  );

/** A link of the mobile menu, a full-width row. */
export const mobileItemClass = (active: boolean) =>
  cn(
    'flex items-center rounded-xl px-4 py-3 text-base font-medium',
    active ? 'bg-brand-100 text-brand-700' : 'text-ink hover:bg-brand-50',
  );
