import { format } from 'date-fns';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export interface LegalSection {
  /** anchor for the table of contents */
  id: string;
  title: string;
  content: ReactNode;
}

interface LegalLayoutProps {
  title: string;
  summary: ReactNode;
  sections: LegalSection[];
}

/** Long-form typography for the plain semantic children (p, ul, a, strong) of every section. */
const prose = [
  'text-base leading-7 text-ink',
  '[&_p]:mt-4 [&_p]:max-w-prose',
  '[&_ul]:mt-4 [&_ul]:max-w-prose [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_li]:marker:text-brand-500',
  '[&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_a]:font-medium [&_a]:text-brand-600 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-700',
  '[&_strong]:font-semibold',
].join(' ');

/** Shared frame of the Terms, Privacy, Cookie and Accessibility pages. */
export function LegalLayout({ title, summary, sections }: LegalLayoutProps) {
  useDocumentTitle(title);
  const lastUpdated = format(new Date(), 'MMMM d, yyyy');

  return (
    <div className="mx-auto w-full max-w-5xl py-4 sm:py-8">
      <header className="border-b border-line pb-8">
        <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">Legal</p>
        <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">{title}</h1>
        <p className="mt-4 text-sm text-muted">Last updated: {lastUpdated}</p>
        <div className="mt-6 max-w-prose text-lg leading-8 text-muted">{summary}</div>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[14rem_1fr] lg:gap-14">
        <nav aria-labelledby="legal-toc-title" className="lg:sticky lg:top-24 lg:self-start">
          <h2
            id="legal-toc-title"
            className="font-sans text-sm font-semibold tracking-wider text-muted uppercase"
          >
            On this page
          </h2>
          <ol className="mt-3 space-y-1 border-l border-line text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l-2 border-transparent py-1 pl-4 text-muted hover:border-brand-500 hover:text-ink"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <article className={prose}>
          {sections.map((section, i) => (
            <section
              key={section.id}
              id={section.id}
              className={`scroll-mt-24 ${i > 0 ? 'mt-12' : ''}`}
            >
              <h2 className="text-2xl font-semibold">{section.title}</h2>
              {section.content}
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
