import { CONTACT_EMAIL, TAGLINE } from '@storytable/domain';
import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form.tsx';
import { openAuthDialog } from '@/lib/auth-dialog.ts';
import { useCurrentUser } from '@/lib/current-user.ts';
import { useIsClient } from '@/lib/use-is-client.ts';
import { BrandLink } from './brand-mark.tsx';
import { SocialLinks } from './social-links.tsx';

/** `signedIn`: a visitor gets the log-in dialog, then continues to the page. */
const QUICK_LINKS = [
  { href: '/events', label: 'Browse Events' },
  { href: '/create', label: 'Host an Event', signedIn: true },
  { href: '/profile', label: 'My Profile', signedIn: true },
  { href: '/settings', label: 'Account Settings', signedIn: true },
];

const LEGAL_LINKS = [
  { href: '/terms', label: 'Terms of Service' },
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/cookies', label: 'Cookie Policy' },
  { href: '/accessibility', label: 'Accessibility' },
];

const linkClass =
  'rounded text-sm text-brand-100 underline-offset-4 transition-colors hover:text-white hover:underline';

function Column({ title, children }: { title: string; children: ReactNode }) {
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

function LinkList({ links }: { links: FooterLink[] }) {
  const { user } = useCurrentUser();
  return (
    <ul className="space-y-3">
      {links.map((l) => (
        <li key={l.href}>
          {l.signedIn && !user ? (
            <button
              type="button"
              onClick={() => openAuthDialog('login', l.href)}
              className={linkClass}
            >
              {l.label}
            </button>
          ) : (
            <Link href={l.href} className={linkClass}>
              {l.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  // today's year, not the build's: a prerendered footer says it once the app has taken over
  const year = useIsClient() ? new Date().getFullYear() : null;
  return (
    // laid out only near the screen: it sits below the first screen on every page
    <footer className="mt-auto bg-ink text-cream [contain-intrinsic-block-size:auto_60rem] [content-visibility:auto]">
      <div className="mx-auto max-w-6xl px-5 pt-14 pb-10 sm:px-8">
        <section
          aria-labelledby="newsletter-title"
          className="grid gap-6 rounded-3xl bg-brand-700 p-6 sm:p-10 lg:grid-cols-[1fr_1.1fr] lg:items-center"
        >
          <div>
            <h2 id="newsletter-title" className="text-2xl font-semibold text-white sm:text-3xl">
              Stories worth staying for
            </h2>
            <p className="mt-2 text-brand-100">
              New tables, host stories and the occasional recipe. No spam, unsubscribe anytime.
            </p>
          </div>
          <NewsletterForm />
        </section>

        <div className="mt-14 grid gap-10 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
          <div className="space-y-4">
            <BrandLink inverse />
            <p className="font-serif text-lg text-brand-200 italic">{TAGLINE}</p>
            <p className="max-w-xs text-sm leading-6 text-brand-100">
              Facilitated dinners for 6-8 curious guests at local restaurants, each table led by a
              host with a story to tell.
            </p>
            <SocialLinks />
          </div>
          <Column title="Quick Links">
            <LinkList links={QUICK_LINKS} />
          </Column>
          <Column title="Contact Us">
            <p className="text-sm leading-6 text-brand-100">
              Questions, ideas, or a story to share? We'd love to hear from you.
            </p>
            <a
              href={`mailto:${CONTACT_EMAIL}`}
              className={`${linkClass} mt-3 inline-flex items-center gap-2`}
            >
              <Mail aria-hidden="true" className="size-4" />
              {CONTACT_EMAIL}
            </a>
          </Column>
          <Column title="Legal Information">
            <LinkList links={LEGAL_LINKS} />
          </Column>
        </div>

        <div className="mt-12 border-t border-white/15 pt-6 text-sm text-brand-100">
          <p>{year === null ? '© Storytable' : `© ${year} Storytable`}</p>
        </div>
      </div>
    </footer>
  );
}
