import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type EventRow, events, users } from '../../db/schema/index.ts';

export interface PayableEvent {
  event: EventRow;
  host: {
    stripeConnectId: string | null;
    stripeConnectStatus: string | null;
    stripeConnectOnboardingComplete: boolean;
  };
}

/** The dinner and its host's payout account. */
export async function findPayableEvent(db: DbOrTx, eventId: number): Promise<PayableEvent | null> {
  const [row] = await db
    .select({
      event: events,
      host: {
        stripeConnectId: users.stripeConnectId,
        stripeConnectStatus: users.stripeConnectStatus,
        stripeConnectOnboardingComplete: users.stripeConnectOnboardingComplete,
      },
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.hostId))
    .where(eq(events.id, eventId))
    .limit(1);
  return row ?? null;
}
