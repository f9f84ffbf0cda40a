import type { ReactNode } from 'react';

/** The heading of a section of a host's page (the page's h1 is the host's name). */
export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="font-serif text-2xl font-semibold text-ink sm:text-3xl">
      {children}
    </h2>
  );
}
