import { formatEventWhen, type GuestList as GuestListData } from '@storytable/domain';
import { Users } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { TabEmpty, TabError, TabLoading } from '@/components/tab-states.tsx';
import { useGuestList } from '../api/get-guest-list.ts';
import { seatsText, waitlistCountText } from '../lib/guest-list-text.ts';
import { DietaryTotals } from './dietary-totals.tsx';
import { GuestListActions } from './guest-list-actions.tsx';
import { GuestRows, WaitlistRows } from './guest-list-rows.tsx';

export const GUEST_LIST_FAILED = 'Failed to load the guest list';

/**
 * The host's guest list of one dinner: confirmed guests, seat totals, the waitlist apart.
 * `after` (another feature's section) shows once the list has loaded, so a refusal shows once.
 */
export function GuestList({ eventId, after }: { eventId: number; after?: ReactNode }) {
  const q = useGuestList(eventId);
  if (q.isPending) return <TabLoading label="Loading the guest list" />;
  if (q.isError)
    return <TabError error={q.error} fallback={GUEST_LIST_FAILED} onRetry={() => q.refetch()} />;
  return (
    <>
      <GuestListBody list={q.data} />
      {after}
    </>
  );
}

function GuestListBody({ list }: { list: GuestListData }) {
  const guestsId = useId();
  const waitId = useId();
  return (
    <div className="space-y-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-medium text-ink">{list.title}</p>
          <p className="text-sm text-muted">{formatEventWhen(list.dateTime, list.timeZone)}</p>
          <p className="mt-1 text-base font-semibold text-ink">{seatsText(list)}</p>
        </div>
        <GuestListActions list={list} />
      </div>
      <section aria-labelledby={guestsId} className="space-y-3">
        <h2 id={guestsId} className="font-serif text-xl font-semibold text-ink">
          Guests
        </h2>
        {list.guests.length ? <DietaryTotals list={list} /> : null}
        {list.guests.length ? (
          <GuestRows list={list} />
        ) : (
          <TabEmpty icon={Users} title="No guests yet">
            When someone reserves a seat at this table, they appear here.
          </TabEmpty>
        )}
      </section>
      {list.waitlist.length ? (
        <section aria-labelledby={waitId} className="space-y-3">
          <h2 id={waitId} className="font-serif text-xl font-semibold text-ink">
            Waitlist{' '}
            <span className="text-base font-normal text-muted">
              · {waitlistCountText(list.waitlist.length)}
            </span>
          </h2>
          <WaitlistRows list={list} />
        </section>
      ) : null}
    </div>
  );
}
