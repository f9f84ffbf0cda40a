import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { openAuthDialog } from '@/lib/auth-dialog.ts';
import { useCurrentUser } from '@/lib/current-user.ts';

/** `signedIn`: a visitor gets the log-in dialog, then continues to the page. */
export const QUICK_LINKS = [
  { href: '/events', label: 'Browse Events' },
  { href: '/create', label: 'Host an Event', signedIn: true },
  { href: '/profile', label: 'My Profile', signedIn: true },
  { href: '/settings', label: 'Account Settings', signedIn: true },
];

export const LEGAL_LINKS = [
  { href: '/terms', label: 'Terms of Service' },
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/cookies', label: 'Cookie Policy' },
  { href: '/accessibility', label: 'Accessibility' },
];

export const footerLinkClass =
  'rounded text-sm text-brand-100 underline-offset-4 transition-colors hover:text-white hover:underline';

/** A titled column of the footer. */
export function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="font-sans text-sm font-semibold tracking-wider text-white uppercase">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </div>
  );
}

interface FooterLink {
  href: string;
  label: string;
  signedIn?: boolean;
}

/** A footer column's links; one that needs a signed-in user opens the log-in dialog for a visitor. */
export function FooterLinkList({ links }: { links: FooterLink[] }) {
  const { user } = useCurrentUser();
  return (
    <ul className="space-y-3">
      {links.map((l) => (
        <li key={l.href}>
          {l.signedIn && !user ? (
            <button
              type="button"
              onClick={() => openAuthDialog('login', l.href)}
              className={footerLinkClass}
            >
              {l.label}
            </button>
          ) : (
            <Link href={l.href} className={footerLinkClass}>
              {l.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
