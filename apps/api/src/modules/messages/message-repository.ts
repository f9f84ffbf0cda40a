import { and, asc, count, eq, gte, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  eventMessages,
  events,
  messageReplies,
  reservations,
  users,
  waitlistEntries,
} from '../../db/schema/index.ts';

const hosts = alias(users, 'hosts');

/** The dinner's facts a message names, and its host (for the permission check and the emails). */
export async function findMessageEvent(db: DbOrTx, eventId: number) {
  const [row] = await db
    .select({
      id: events.id,
      hostId: events.hostId,
      title: events.title,
      dateTime: events.dateTime,
      timeZone: events.timeZone,
      hostName: hosts.name,
      hostEmail: hosts.email,
    })
    .from(events)
    .innerJoin(hosts, eq(hosts.id, events.hostId))
    .where(eq(events.id, eventId))
    .limit(1);
  return row;
}

export async function countMessagesSince(db: DbOrTx, eventId: number, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(eventMessages)
    .where(and(eq(eventMessages.eventId, eventId), gte(eventMessages.createdAt, since)));
  return row?.n ?? 0;
}

/** Who a message goes to: each confirmed guest (with their reservation), then the open waitlist. */
export async function findRecipients(db: DbOrTx, eventId: number, includeWaitlist: boolean) {
  const seated = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      reservationId: reservations.id,
    })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId))
    .where(and(eq(reservations.eventId, eventId), eq(reservations.status, true)))
    .orderBy(asc(reservations.id));
  if (!includeWaitlist) return seated;
  const waiting = await db
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(waitlistEntries)
    .innerJoin(users, eq(users.id, waitlistEntries.userId))
    .where(
      and(
        eq(waitlistEntries.eventId, eventId),
        inArray(waitlistEntries.status, ['waiting', 'offered']),
      ),
    )
    .orderBy(asc(waitlistEntries.id));
  const seen = new Set(seated.map((s) => s.userId));
  return [
    ...seated,
    ...waiting.filter((w) => !seen.has(w.userId)).map((w) => ({ ...w, reservationId: null })),
  ];
}

export async function insertMessage(tx: DbOrTx, row: typeof eventMessages.$inferInsert) {
  const [saved] = await tx.insert(eventMessages).values(row).returning();
  return saved!;
}

/** The dinner's messages, oldest first. */
export function findMessages(db: DbOrTx, eventId: number) {
  return db
    .select()
    .from(eventMessages)
    .where(eq(eventMessages.eventId, eventId))
    .orderBy(asc(eventMessages.createdAt), asc(eventMessages.id));
}

/** The dinner's replies, oldest first, with each guest's public name and photo. */
export function findEventReplies(db: DbOrTx, eventId: number) {
  return db
    .select({
      id: messageReplies.id,
      reservationId: messageReplies.reservationId,
      guestName: users.name,
      guestImage: users.profileImage,
      body: messageReplies.body,
      createdAt: messageReplies.createdAt,
    })
    .from(messageReplies)
    .innerJoin(reservations, eq(reservations.id, messageReplies.reservationId))
    .innerJoin(users, eq(users.id, reservations.userId))
    .where(eq(messageReplies.eventId, eventId))
    .orderBy(asc(messageReplies.createdAt), asc(messageReplies.id));
}

/** A reservation with its guest's name and the dinner it is for. */
export async function findReservationForMessages(db: DbOrTx, reservationId: number) {
  const [row] = await db
    .select({
      id: reservations.id,
      userId: reservations.userId,
      eventId: reservations.eventId,
      status: reservations.status,
      guestName: users.name,
    })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId))
    .where(eq(reservations.id, reservationId))
    .limit(1);
  return row;
}

/** The reservation's own replies, oldest first. */
export function findReservationReplies(db: DbOrTx, reservationId: number) {
  return db
    .select({
      id: messageReplies.id,
      body: messageReplies.body,
      createdAt: messageReplies.createdAt,
    })
    .from(messageReplies)
    .where(eq(messageReplies.reservationId, reservationId))
    .orderBy(asc(messageReplies.createdAt), asc(messageReplies.id));
}

/**
 * Holds the reservation's row until commit, so its replies of the day are counted in turn;
 * whether it still holds a seat.
 */
export async function lockReservation(tx: DbOrTx, reservationId: number) {
  const [row] = await tx
    .select({ status: reservations.status })
    .from(reservations)
    .where(eq(reservations.id, reservationId))
    .for('update');
  return row?.status === true;
}

export async function countRepliesSince(db: DbOrTx, reservationId: number, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(messageReplies)
    .where(
      and(eq(messageReplies.reservationId, reservationId), gte(messageReplies.createdAt, since)),
    );
  return row?.n ?? 0;
}

export async function insertReply(tx: DbOrTx, row: typeof messageReplies.$inferInsert) {
  const [saved] = await tx.insert(messageReplies).values(row).returning();
  return saved!;
}
