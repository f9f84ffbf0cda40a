import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { eventPrompts, events } from '../../db/schema/index.ts';

/** The dinner's host and categories, and its saved prompts if any. */
export async function findPromptsState(db: DbOrTx, eventId: number) {
  const [row] = await db
    .select({
      hostId: events.hostId,
      tags: events.tags,
      prompts: eventPrompts.prompts,
      roundMinutes: eventPrompts.roundMinutes,
    })
    .from(events)
    .leftJoin(eventPrompts, eq(eventPrompts.eventId, events.id))
    .where(eq(events.id, eventId))
    .limit(1);
  return row;
}

/** Replaces the dinner's prompts whole, in one statement. */
export async function savePrompts(
  db: DbOrTx,
  eventId: number,
  saved: { prompts: string[]; roundMinutes: number | null },
) {
  await db
    .insert(eventPrompts)
    .values({ eventId, ...saved })
    .onConflictDoUpdate({
      target: eventPrompts.eventId,
      set: { prompts: saved.prompts, roundMinutes: saved.roundMinutes, updatedAt: sql`now()` },
    });
}
