import type { ReservationDetail } from '@storytable/domain';
import { Link } from 'wouter';
import { nextSteps } from '../lib/next-steps.ts';

const linkClass = 'font-medium text-brand-700 hover:underline';

/** The steps between booking and the dinner, or what a cancellation or the evening meant. */
export function WhatHappensNext({ reservation }: { reservation: ReservationDetail }) {
  const next = nextSteps(reservation);
  if (next.kind === 'cancelled')
    return (
      <p className="text-muted">
        {next.text}{' '}
        <Link href="/events" className={linkClass}>
          Find another table
        </Link>
      </p>
    );
  if (next.kind === 'past')
    return (
      <p className="text-muted">
        {next.text} You can review it from{' '}
        <Link href="/profile" className={linkClass}>
          your profile
        </Link>
        , under Attended Events.
      </p>
    );
  return (
    <ol className="space-y-3">
      {next.steps.map((step, i) => (
        <li key={step} className="flex gap-3 text-ink">
          <span
            aria-hidden="true"
            className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-700"
          >
            {i + 1}
          </span>
          <span className="leading-6">{step}</span>
        </li>
      ))}
    </ol>
  );
}
