import type { ReactNode } from 'react';

/**
 * The table's top: the dinner, when, and how many are checked in. The build writes it with
 * tokens for the server to fill in table mode's first screen (decision 074), so the count paints
 * before any script at the size the app draws it.
 */
export function TableHeading({
  title,
  when,
  count,
  children,
}: {
  title: string;
  when: string;
  count: string;
  children?: ReactNode;
}) {
  return (
    <div>
      <p className="font-medium text-ink">{title}</p>
      <p className="text-sm text-muted">{when}</p>
      <p className="mt-2 text-2xl font-semibold text-ink" data-testid="check-in-count">
        {count}
      </p>
      {children}
    </div>
  );
}
