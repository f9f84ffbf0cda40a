import {
  checkInWindow,
  eventPagePath,
  formatEventLongDate,
  formatEventTime,
  hasEventEnded,
  type ReservationDetail,
} from '@storytable/domain';
import { CalendarDays } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'wouter';
import { StreetAddress } from '@/components/street-address.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { PartySeats } from './party-seats.tsx';
import { ReservationAnswers } from './reservation-answers.tsx';
import { WhatHappensNext } from './what-happens-next.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-3xl border border-line bg-white p-6">
      <h2 id={id} className="mb-4 text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A reservation's page (/reservations/{id}): the dinner, its time in its own zone, the address
 * with a map link, the ticket, messages from the host, and what happens next. `calendar`,
 * `share`, `messages` and `ticket` come from other features.
 */
export function ReservationView({
  reservation,
  calendar,
  share,
  messages,
  ticket,
}: {
  reservation: ReservationDetail;
  calendar: ReactNode;
  share: ReactNode;
  messages?: ReactNode;
  /** The seat's ticket (the tickets feature), shown while the seat is confirmed. */
  ticket?: ReactNode;
}) {
  const { event, address } = reservation;
  const confirmed = reservation.status;
  // once the dinner is over, a calendar entry or an invitation to it helps nobody; the ticket
  // lasts while the host may still check guests in
  const now = new Date();
  const upcoming = confirmed && !hasEventEnded(event.dateTime, now);
  const ticketUsable = confirmed && now < checkInWindow(event.dateTime, event.timeZone).closes;
  return (
    <article className="space-y-6">
      <header className="space-y-3">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          Your reservation
        </p>
        <h1 className="font-serif text-3xl leading-tight font-semibold text-ink sm:text-4xl">
          {event.title}
        </h1>
        <div className="flex flex-wrap items-center gap-3">
          <Badge tone={confirmed ? 'green' : 'red'}>{confirmed ? 'Confirmed' : 'Cancelled'}</Badge>
          {reservation.seats > 1 ? (
            <span className="text-sm font-medium text-ink">
              {reservation.seats} seats, one ticket
            </span>
          ) : null}
          <Link
            href={eventPagePath(event.id)}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            View the dinner’s page
          </Link>
        </div>
      </header>
      {ticketUsable && ticket ? <Section title="Your ticket">{ticket}</Section> : null}
      <div className="grid gap-6 md:grid-cols-2">
        <Section title="When">
          <div className="flex items-start gap-3">
            <CalendarDays aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
            <div>
              <p className="font-semibold text-ink">
                {formatEventLongDate(event.dateTime, event.timeZone)}
              </p>
              <p className="text-ink">{formatEventTime(event.dateTime, event.timeZone)}</p>
              <p className="text-sm text-muted">Local time at the restaurant</p>
            </div>
          </div>
        </Section>
        <Section title="Where">
          {address ? (
            <StreetAddress address={address} />
          ) : (
            <p className="text-muted">
              {event.restaurantName}, {event.city}, {event.state}
            </p>
          )}
        </Section>
        {upcoming ? <Section title="Add to calendar">{calendar}</Section> : null}
        {upcoming ? <Section title="Share with a friend">{share}</Section> : null}
      </div>
      {confirmed &&
      (reservation.seats > 1 || reservation.paidRemaining < reservation.amountPaid) ? (
        // a party that has lost companions still says who is left
        <Section title="Your party">
          <PartySeats reservation={reservation} />
        </Section>
      ) : null}
      <Section title="Your answers">
        <ReservationAnswers reservation={reservation} />
      </Section>
      {confirmed && messages ? <Section title="Messages">{messages}</Section> : null}
      <Section title="What happens next">
        <WhatHappensNext reservation={reservation} />
      </Section>
    </article>
  );
}
