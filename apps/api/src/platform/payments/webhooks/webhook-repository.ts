import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { processedWebhookEvents as t } from '../../../db/schema/index.ts';

/**
 * Takes the event for processing: a new id, a failed attempt, or one abandoned (still
 * 'processing' since before `staleBefore`, e.g. the process died). False means another delivery
 * has done it or is doing it now, so this one must change nothing.
 */
export async function claimWebhookEvent(
  db: DbOrTx,
  eventId: string,
  type: string,
  staleBefore: Date,
): Promise<boolean> {
  const rows = await db
    .insert(t)
    .values({ eventId, type, status: 'processing' })
    .onConflictDoUpdate({
      target: t.eventId,
      set: {
        status: 'processing',
        claimedAt: sql`now()`,
        attempts: sql`${t.attempts} + 1`,
        error: null,
      },
      setWhere: sql`${t.status} = 'failed' or (${t.status} = 'processing' and ${t.claimedAt} < ${staleBefore.toISOString()})`,
    })
    .returning({ eventId: t.eventId });
  return rows.length > 0;
}

export async function markWebhookProcessed(db: DbOrTx, eventId: string) {
  await db
    .update(t)
    .set({ status: 'processed', processedAt: sql`now()` })
    .where(eq(t.eventId, eventId));
}

export async function markWebhookFailed(db: DbOrTx, eventId: string, error: string) {
  await db
    .update(t)
    .set({ status: 'failed', error: error.slice(0, 1000) })
    .where(eq(t.eventId, eventId));
}

export async function findWebhookEvent(db: DbOrTx, eventId: string) {
  const [row] = await db.select().from(t).where(eq(t.eventId, eventId));
  return row ?? null;
}
