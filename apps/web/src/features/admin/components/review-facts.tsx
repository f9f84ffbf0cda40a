import { type ReactNode, useId } from 'react';

/** Label and value rows of a review; a missing value shows as '—'. */
export function ReviewFacts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-muted">{term}</dt>
          <dd className="break-words whitespace-pre-line text-ink">{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One titled part of the review dialog (heading level 3). */
export function ReviewSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-6 space-y-3">
      <h3 id={id} className="font-semibold text-ink">
        {title}
      </h3>
      {children}
    </section>
  );
}
