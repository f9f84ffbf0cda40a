import { and, eq, like } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { eventPrompts, events, type UserRow } from '../db/schema/index.ts';

/** The questions Hannah saved for tonight, her own mixed with the category's (decision 066). */
const TONIGHT_PROMPTS = [
  'What dish tastes like home to you, and who made it best?',
  'Which recipe in your family has a story nobody agrees on?',
  'What did your grandparents cook that you have never managed to make the same way?',
  'Which meal from your travels do you still try to recreate?',
  'What tradition from your childhood kitchen do you still keep?',
  'Which object in your kitchen has been passed down, and what does it carry?',
  'If tonight became a family tradition, what would you want it to be remembered for?',
];

/** Hannah's dinner tonight gets saved prompts and an eight-minute round, for table mode. */
export async function seedDemoPrompts(tx: DbOrTx, host: UserRow) {
  const [tonight] = await tx
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.hostId, host.id), like(events.title, 'Tonight:%')))
    .limit(1);
  if (!tonight) return;
  await tx
    .insert(eventPrompts)
    .values({ eventId: tonight.id, prompts: TONIGHT_PROMPTS, roundMinutes: 8 });
}
