import {
  dietaryLine,
  dietaryTotalsLine,
  formatEventWhen,
  type GuestList,
} from '@storytable/domain';
import { Printer } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { TabError, TabLoading } from '@/components/tab-states.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useGuestList } from '../api/get-guest-list.ts';
import { listTimeText, partyText, seatsText, waitlistPlaceText } from '../lib/guest-list-text.ts';
import { GUEST_LIST_FAILED } from './guest-list.tsx';

const cell = 'border-b border-line px-3 py-2 text-left align-top';

/** The list for the restaurant: plain tables, and the browser's print dialog once it is loaded. */
export function GuestListPrint({ eventId }: { eventId: number }) {
  const q = useGuestList(eventId);
  const printed = useRef(false);
  useEffect(() => {
    if (!q.data || printed.current) return;
    printed.current = true;
    window.print();
  }, [q.data]);
  if (q.isPending) return <TabLoading label="Loading the guest list" />;
  if (q.isError)
    return <TabError error={q.error} fallback={GUEST_LIST_FAILED} onRetry={() => q.refetch()} />;
  return <PrintSheet list={q.data} />;
}

function PrintSheet({ list }: { list: GuestList }) {
  return (
    <article className="space-y-6 bg-white p-4 text-ink print:p-0">
      <header className="space-y-1">
        <h1 className="font-serif text-2xl font-semibold">{list.title}</h1>
        <p>{formatEventWhen(list.dateTime, list.timeZone)}</p>
        <p className="font-medium">{seatsText(list)}</p>
        <p>Dietary needs: {dietaryTotalsLine(list.dietaryTotals)}</p>
        <Button className="mt-3 print:hidden" size="sm" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          Print
        </Button>
      </header>
      <table className="w-full border-collapse text-sm">
        <caption className="pb-2 text-left font-semibold">Guests</caption>
        <thead>
          <tr>
            <th className={cell}>#</th>
            <th className={cell}>Name</th>
            <th className={cell}>Seats</th>
            <th className={cell}>Booked</th>
            <th className={cell}>Dietary needs</th>
            {list.question ? <th className={cell}>{list.question}</th> : null}
          </tr>
        </thead>
        <tbody>
          {list.guests.map((g, i) => (
            <tr key={g.reservationId}>
              <td className={cell}>{i + 1}</td>
              <td className={cell}>{g.name}</td>
              <td className={cell}>{partyText(g.seats) ?? g.seats}</td>
              <td className={cell}>{listTimeText(g.bookedAt, list.timeZone)}</td>
              <td className={cell}>
                {[
                  dietaryLine(g.dietary),
                  ...g.companions.map((c) => `${c.name}: ${dietaryLine(c.dietary)}`),
                ].join('; ')}
              </td>
              {list.question ? <td className={cell}>{g.answer ?? ''}</td> : null}
            </tr>
          ))}
          {list.guests.length === 0 ? (
            <tr>
              <td className={cell} colSpan={list.question ? 6 : 5}>
                No guests yet
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
      {list.waitlist.length ? (
        <table className="w-full border-collapse text-sm">
          <caption className="pb-2 text-left font-semibold">Waitlist</caption>
          <thead>
            <tr>
              <th className={cell}>Place</th>
              <th className={cell}>Name</th>
            </tr>
          </thead>
          <tbody>
            {list.waitlist.map((w) => (
              <tr key={`${w.joinedAt}-${w.name}`}>
                <td className={cell}>{waitlistPlaceText(w)}</td>
                <td className={cell}>{w.name}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </article>
  );
}
