import type { ReactNode } from 'react';

/**
 * The cookie bar's box and text, the same for the live banner and for the copy a signed-in
 * page's first screen carries before any script runs (decision 074), so both paint alike.
 */
export function CookieBannerFrame({
  policyLink,
  actions,
  children,
}: {
  policyLink: ReactNode;
  actions: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-0 bottom-0 z-30 p-2 sm:p-4 print:hidden"
    >
      <div className="mx-auto max-h-[70dvh] max-w-4xl overflow-y-auto rounded-2xl border border-line bg-white p-3 shadow-xl shadow-ink/15 sm:p-4">
        <div className="flex flex-col gap-3 md:flex-row md:items-center md:gap-5">
          <div className="min-w-0 flex-1 text-sm leading-snug">
            <h2 id="cookie-banner-title" className="inline font-semibold text-ink">
              Cookies on Storytable.
            </h2>{' '}
            <span className="text-muted">
              We use the ones the site needs; statistics and marketing cookies stay off unless you
              accept them. {policyLink}
            </span>
          </div>
          <div className="grid shrink-0 grid-cols-3 gap-2 md:flex">{actions}</div>
        </div>
        {children}
      </div>
    </section>
  );
}

export const POLICY_LINK_CLASS = 'text-brand-700 underline underline-offset-2';
