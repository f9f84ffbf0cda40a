import { useWaitlistCount } from '../api/get-waitlist-count.ts';

/** The host's line for one dinner: 'N waiting' (nothing while none wait or on error). */
export function WaitlistCount({ eventId }: { eventId: number }) {
  const { data } = useWaitlistCount(eventId);
  const total = (data?.waiting ?? 0) + (data?.offered ?? 0);
  if (!total) return null;
  return <span className="text-sm text-muted-foreground">{total} on the waitlist</span>;
}
