import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import {
  eventMessages,
  events,
  messageReplies,
  reservations,
  type UserRow,
} from '../db/schema/index.ts';

const DAY = 24 * 3_600_000;

/**
 * The demo host's upcoming dinner with the most guests gets two messages to its table and a
 * guest's reply (decision 056). They are history, dated before today, so the host still has the
 * whole day's messages to send, and no email is queued for them.
 */
export async function seedDemoMessages(tx: DbOrTx, host: UserRow) {
  const [dinner] = await tx
    .select({ id: events.id, dateTime: events.dateTime, guests: count(reservations.id) })
    .from(events)
    .innerJoin(
      reservations,
      and(eq(reservations.eventId, events.id), eq(reservations.status, true)),
    )
    .where(
      and(eq(events.hostId, host.id), eq(events.status, true), gt(events.dateTime, new Date())),
    )
    .groupBy(events.id)
    .orderBy(asc(events.dateTime))
    .limit(1);
  if (!dinner) return;
  const [first] = await tx
    .select({ id: reservations.id, createdAt: reservations.createdAt })
    .from(reservations)
    .where(and(eq(reservations.eventId, dinner.id), eq(reservations.status, true)))
    .orderBy(asc(reservations.id))
    .limit(1);
  const now = Date.now();
  await tx.insert(eventMessages).values([
    {
      eventId: dinner.id,
      hostId: host.id,
      body: 'Hello, table! The restaurant has given us the back room, so it will be quiet enough to hear everyone.\n\nStreet parking is free after 6 PM on the side street.',
      recipients: dinner.guests,
      createdAt: new Date(now - 2 * DAY),
    },
    {
      eventId: dinner.id,
      hostId: host.id,
      body: "Tonight's question, if you'd like to think ahead: which meal from your childhood would you cook for a stranger?",
      includeWaitlist: true,
      recipients: dinner.guests,
      createdAt: new Date(now - DAY),
    },
  ]);
  if (first)
    await tx.insert(messageReplies).values({
      eventId: dinner.id,
      reservationId: first.id,
      body: 'Lovely, thank you! I will bring my grandmother’s recipe to talk about.',
      createdAt: new Date(now - DAY + 3_600_000),
    });
}
