import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { events } from './events.ts';

/**
 * A dinner's conversation prompts (decision 066), one row per dinner: the ordered list the host
 * saved, replaced whole on each save, and the optional round timer.
 */
export const eventPrompts = pgTable(
  'event_prompts',
  {
    eventId: integer('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** A JSON array of 1 to 20 strings, in the order the table hears them. */
    prompts: jsonb('prompts').$type<string[]>().notNull(),
    /** Minutes per round; null when the host keeps no time. */
    roundMinutes: integer('round_minutes'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'event_prompts_count',
      sql`jsonb_typeof(${t.prompts}) = 'array' and jsonb_array_length(${t.prompts}) between 1 and 20`,
    ),
    check('event_prompts_size', sql`octet_length(${t.prompts}::text) <= 40000`),
    check('event_prompts_round_minutes', sql`${t.roundMinutes} between 1 and 30`),
  ],
);

export type EventPromptsRow = typeof eventPrompts.$inferSelect;
