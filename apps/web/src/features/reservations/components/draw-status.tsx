import { formatEventWhen, type DrawStatus as Status } from '@storytable/domain';

/**
 * The guest's place in the first minute's draw (decision 072): entered and waiting for the
 * draw, offered seats to book, or a place on the waitlist. A live region, so the outcome is read
 * out when it arrives.
 */
export function DrawStatus({ status, timeZone }: { status: Status; timeZone: string }) {
  if (status.status === 'none') return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="mt-4 space-y-1 rounded-2xl bg-cream px-4 py-3 text-sm text-ink"
    >
      <DrawMessage status={status} timeZone={timeZone} />
    </div>
  );
}

function DrawMessage({ status, timeZone }: { status: Status; timeZone: string }) {
  const at = (iso: string | null) => (iso ? formatEventWhen(iso, timeZone) : '');
  switch (status.status) {
    case 'entered':
      return (
        <>
          <p className="font-medium">You're in the draw.</p>
          <p>
            The draw runs {at(status.drawAt)}: everyone who asked in the first minute is drawn in
            random order.
          </p>
        </>
      );
    case 'offered':
      return (
        <>
          <p className="font-medium">You got seats!</p>
          <p>
            We hold {status.seats === 1 ? 'your seat' : `your ${status.seats} seats`} until{' '}
            {at(status.offerExpiresAt)}: book them now.
          </p>
        </>
      );
    default:
      return (
        <>
          <p className="font-medium">The seats ran out before your turn.</p>
          <p>You are on the waitlist, number {status.waitlistPosition}.</p>
        </>
      );
  }
}
