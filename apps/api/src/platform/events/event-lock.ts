import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type EventRow, events } from '../../db/schema/index.ts';

/**
 * Below the feature modules: every module that changes seats locks the dinner's row first, the
 * payments and draw modules included, which the events module itself calls into.
 */
export const EVENT_NOT_FOUND = 'Event not found';

/** Locks the event row for the rest of the transaction (cancellation, seat changes). */
export async function lockEvent(tx: DbOrTx, id: number): Promise<EventRow | null> {
  const [row] = await tx.select().from(events).where(eq(events.id, id)).for('update');
  return row ?? null;
}
