import { CONTACT_EMAIL, TAGLINE } from '@storytable/domain';
import { Mail } from 'lucide-react';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form.tsx';
import { useIsClient } from '@/lib/use-is-client.ts';
import { BrandLink } from './brand-mark.tsx';
import {
  FooterColumn,
  FooterLinkList,
  footerLinkClass,
  LEGAL_LINKS,
  QUICK_LINKS,
} from './footer-links.tsx';
import { SocialLinks } from './social-links.tsx';

/** The footer (spec section 2): newsletter, brand blurb, Quick Links, Contact Us, Legal, ©. */
export function Footer() {
  // today's year, not the build's: a prerendered footer says it once the app has taken over
  const year = useIsClient() ? new Date().getFullYear() : null;
  return (
    // laid out only near the screen: it sits below the first screen on every page
    <footer className="mt-auto bg-ink print:hidden text-cream [contain-intrinsic-block-size:auto_60rem] [content-visibility:auto]">
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
              Facilitated dinners for small tables of curious guests at local restaurants, each led
              by a host with a story to tell.
            </p>
            <SocialLinks />
          </div>
          <FooterColumn title="Quick Links">
            <FooterLinkList links={QUICK_LINKS} />
          </FooterColumn>
          <FooterColumn title="Contact Us">
            <p className="text-sm leading-6 text-brand-100">
              Questions, ideas, or a story to share? We'd love to hear from you.
            </p>
            <a
              href={`mailto:${CONTACT_EMAIL}`}
              className={`${footerLinkClass} mt-3 inline-flex items-center gap-2`}
            >
              <Mail aria-hidden="true" className="size-4" />
              {CONTACT_EMAIL}
            </a>
          </FooterColumn>
          <FooterColumn title="Legal Information">
            <FooterLinkList links={LEGAL_LINKS} />
          </FooterColumn>
        </div>

        <div className="mt-12 border-t border-white/15 pt-6 text-sm text-brand-100">
          <p>{year === null ? '© Storytable' : `© ${year} Storytable`}</p>
        </div>
      </div>
    </footer>
  );
}
