import { formatEventDate, formatEventTime } from '@storytable/domain';
import { Link } from 'wouter';
import { useMyWaitlists } from '../api/get-my-waitlists.ts';

/** The guest's waitlists and open seat offers, on their profile. */
export function MyWaitlists() {
  const { data, isLoading, isError } = useMyWaitlists();
  return (
    <section aria-labelledby="my-waitlists" className="space-y-3">
      <h2 id="my-waitlists" className="text-lg font-semibold">
        Waitlists
      </h2>
      {isLoading ? (
        <p className="text-sm text-muted-foreground">Loading...</p>
      ) : isError ? (
        <p role="alert" className="text-sm text-destructive">
          Could not load your waitlists.
        </p>
      ) : !data?.length ? (
        <p className="text-sm text-muted-foreground">You are not on any waitlist.</p>
      ) : (
        <ul className="space-y-2">
          {data.map((item) => (
            <li key={item.eventId} className="rounded-md border p-3 text-sm">
              <Link href={`/events/${item.eventId}`} className="font-medium underline">
                {item.eventTitle}
              </Link>
              <span className="block text-muted-foreground">
                {formatEventDate(item.eventDateTime, item.eventTimeZone)}
              </span>
              <span className="block">
                {item.status === 'offered' && item.offerExpiresAt
                  ? `A seat is held for you until ${formatEventDate(item.offerExpiresAt, item.eventTimeZone)} at ${formatEventTime(item.offerExpiresAt, item.eventTimeZone)}: claim it on the dinner's page.`
                  : `You're #${item.position} on the waitlist.`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
