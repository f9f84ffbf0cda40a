import type { CurrentUser, Event } from '@storytable/domain';
import { priceOfSeats, priceText, reserveRefusals } from '@storytable/domain';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { openAuthDialog } from '@/lib/auth-dialog.ts';
import { cn } from '@/lib/cn.ts';

/** What one seat is charged, fee included (decision 051): 'Free' for a free dinner. */
const chargedText = (priceCents: number) => priceText(priceOfSeats(priceCents).total);

export function reserveLabel(priceCents: number): string {
  return `Reserve Spot - ${chargedText(priceCents)}`;
}

/**
 * The reserve button of spec section 4 in each of its states:
 * visitor: 'Log in to Reserve' and 'Sign up to Reserve' (open the auth dialog); an admin:
 * 'Reserving is for guests' (disabled); the event's host: "You're the Host" (disabled);
 * reserved: 'Already Reserved' (disabled); pending: 'Reserving...'; otherwise
 * 'Reserve Spot - $price' ($price is what the card is charged, fee included), which calls
 * `onReserve`.
 * A full table shows 'Sold Out' (disabled), or `whenFull` (the waitlist); a seat the waitlist
 * holds for this guest shows 'Claim Your Seat - $price'. A paid dinner whose host cannot take
 * payment is 'Not available for booking' (disabled) to all but its host and its guests.
 */
export function ReserveButton({
  event,
  user,
  isReserved,
  isPending,
  onReserve,
  onAuthDialog,
  className,
  heldForMe = false,
  whenFull,
  asked,
}: {
  /** What the guest asked waits: the host's answer (decision 068) or the draw (decision 072). */
  asked?: 'request' | 'draw';
  event: Pick<
    Event,
    'id' | 'hostId' | 'price' | 'status' | 'dateTime' | 'availableSpots' | 'capacity' | 'onSale'
  > & { requiresApproval?: boolean };
  user: Pick<CurrentUser, 'id' | 'isAdmin'> | null;
  isReserved: boolean;
  isPending: boolean;
  onReserve: () => void;
  /** Called before the auth dialog opens (a surrounding dialog closes itself). */
  onAuthDialog?: () => void;
  className?: string;
  /** The waitlist holds a seat of this full dinner for this guest. */
  heldForMe?: boolean;
  whenFull?: ReactNode;
}) {
  const full = cn('w-full', className);
  // the domain's rule names the reasons; the button shows them in its own order (the server
  // answers an unverified address when Reserve is pressed)
  const refusals = reserveRefusals({
    user,
    event,
    heldSeats: heldForMe ? 1 : 0,
    reserved: isReserved,
  });
  const ownEvent = refusals.includes('own_event');
  if (refusals.includes('not_on_sale') && !ownEvent && !isReserved) {
    return (
      <Button size="lg" variant="secondary" disabled className={full}>
        Not available for booking
      </Button>
    );
  }
  if (!user) {
    // signing up or in continues at this dinner, and so does the emailed verification link
    const open = (mode: 'login' | 'register') => {
      onAuthDialog?.();
      openAuthDialog(mode, `/event/${event.id}`);
    };
    return (
      // side by side only where there is room (a dialog), stacked in a narrow column
      <div className={cn('@container', className)}>
        <div className="grid gap-2 @sm:grid-cols-2">
          <Button size="lg" onClick={() => open('login')} className="w-full">
            Log in to Reserve
          </Button>
          <Button size="lg" variant="secondary" onClick={() => open('register')} className="w-full">
            Sign up to Reserve
          </Button>
        </div>
      </div>
    );
  }
  // admins look after the marketplace; they neither reserve nor join a waitlist (the API refuses)
  if (refusals.includes('admin')) {
    return (
      <Button size="lg" variant="secondary" disabled className={full}>
        Reserving is for guests
      </Button>
    );
  }
  if (ownEvent) {
    return (
      <Button size="lg" variant="secondary" disabled className={full}>
        You're the Host
      </Button>
    );
  }
  if (isReserved) {
    return (
      <Button size="lg" variant="secondary" disabled className={full}>
        Already Reserved
      </Button>
    );
  }
  if (isPending) {
    return (
      <Button size="lg" disabled className={full}>
        Reserving...
      </Button>
    );
  }
  if (heldForMe) {
    return (
      <Button size="lg" onClick={onReserve} className={full}>
        {`Claim Your Seat - ${chargedText(event.price)}`}
      </Button>
    );
  }
  if (refusals.includes('sold_out')) {
    if (whenFull) return <div className={full}>{whenFull}</div>;
    return (
      <Button size="lg" variant="secondary" disabled className={full}>
        Sold Out
      </Button>
    );
  }
  if (asked) {
    return (
      <Button size="lg" variant="secondary" disabled className={full}>
        {asked === 'request' ? 'Request sent' : 'In the draw'}
      </Button>
    );
  }
  return (
    <Button size="lg" onClick={onReserve} className={full}>
      {event.requiresApproval ? 'Request to join' : reserveLabel(event.price)}
    </Button>
  );
}
