import {
  DEFAULT_NOTICE_DELIVERY,
  HOST_NOTICE_KINDS,
  type NoticePreferences,
} from '@storytable/domain';
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  events,
  hostDigests,
  hostNoticePreferences,
  hostNotices,
  reservations,
  reviews,
  users,
} from '../../db/schema/index.ts';

const guests = alias(users, 'notice_guests');

/** The host's choice per kind; a kind never chosen is the default. */
export async function findPreferences(db: DbOrTx, userId: number): Promise<NoticePreferences> {
  const rows = await db
    .select({ kind: hostNoticePreferences.kind, delivery: hostNoticePreferences.delivery })
    .from(hostNoticePreferences)
    .where(eq(hostNoticePreferences.userId, userId));
  const chosen = new Map(rows.map((r) => [r.kind, r.delivery]));
  return Object.fromEntries(
    HOST_NOTICE_KINDS.map((kind) => [kind, chosen.get(kind) ?? DEFAULT_NOTICE_DELIVERY]),
  ) as NoticePreferences;
}

/** Every kind's choice in one statement. */
export async function savePreferences(db: DbOrTx, userId: number, prefs: NoticePreferences) {
  await db
    .insert(hostNoticePreferences)
    .values(HOST_NOTICE_KINDS.map((kind) => ({ userId, kind, delivery: prefs[kind] })))
    .onConflictDoUpdate({
      target: [hostNoticePreferences.userId, hostNoticePreferences.kind],
      set: { delivery: sql`excluded.delivery` },
    });
}

/**
 * Claims up to `limit` at-once notices no email has been queued for (`SKIP LOCKED`: two
 * instances never claim the same one). Inside the transaction that queues their emails.
 */
export async function claimDueNotices(tx: DbOrTx, limit: number): Promise<number[]> {
  const due = tx
    .select({ id: hostNotices.id })
    .from(hostNotices)
    .where(and(isNull(hostNotices.emailedAt), eq(hostNotices.delivery, 'now')))
    .orderBy(asc(hostNotices.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await tx
    .update(hostNotices)
    .set({ emailedAt: sql`now()` })
    .where(sql`${hostNotices.id} in (${due})`)
    .returning({ id: hostNotices.id });
  return rows.map((r) => r.id);
}

/** Hosts with digest notices from before `before` still to send. */
export async function findDigestHosts(db: DbOrTx, before: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ hostId: hostNotices.hostId })
    .from(hostNotices)
    .where(pendingDigest(before));
  return rows.map((r) => r.hostId);
}

const pendingDigest = (before: Date) =>
  and(
    isNull(hostNotices.emailedAt),
    eq(hostNotices.delivery, 'digest'),
    lt(hostNotices.createdAt, before),
  );

/**
 * The host's digest of `day`, once: the unique (host, day) key makes a second claim, on this
 * instance or another, find nothing. Then the notices it lists, claimed with it.
 */
export async function claimDigest(
  tx: DbOrTx,
  hostId: number,
  day: string,
  before: Date,
): Promise<number[]> {
  const [key] = await tx
    .insert(hostDigests)
    .values({ hostId, day })
    .onConflictDoNothing()
    .returning({ id: hostDigests.id });
  if (!key) return [];
  const rows = await tx
    .update(hostNotices)
    .set({ emailedAt: sql`now()` })
    .where(and(eq(hostNotices.hostId, hostId), pendingDigest(before)))
    .returning({ id: hostNotices.id });
  return rows.map((r) => r.id);
}

/** What the emails of these notices say: the dinner, the host, the guest, the review. */
export async function findNoticeDetails(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  // the dinners named outright: joined on the notice alone, the planner may merge along the
  // events' key from the first dinner to the notice's (a whole-table walk at 100,000 dinners)
  const dinners = await db
    .selectDistinct({ id: hostNotices.eventId })
    .from(hostNotices)
    .where(inArray(hostNotices.id, ids));
  if (dinners.length === 0) return [];
  return db
    .select({
      id: hostNotices.id,
      kind: hostNotices.kind,
      createdAt: hostNotices.createdAt,
      rating: hostNotices.rating,
      host: { id: users.id, name: users.name, email: users.email },
      guestName: guests.name,
      event: {
        id: events.id,
        title: events.title,
        dateTime: events.dateTime,
        timeZone: events.timeZone,
        capacity: events.capacity,
      },
      reserved:
        sql<number>`(select coalesce(sum(${reservations.seats}), 0) from ${reservations} where ${reservations.eventId} = ${events.id} and ${reservations.status})`.mapWith(
          Number,
        ),
      review: reviews.review,
    })
    .from(hostNotices)
    .innerJoin(events, eq(events.id, hostNotices.eventId))
    .innerJoin(users, eq(users.id, hostNotices.hostId))
    .leftJoin(guests, eq(guests.id, hostNotices.guestId))
    .leftJoin(
      reviews,
      and(
        eq(hostNotices.kind, 'review'),
        eq(reviews.eventId, hostNotices.eventId),
        eq(reviews.userId, hostNotices.guestId),
      ),
    )
    .where(
      and(
        inArray(hostNotices.id, ids),
        inArray(
          events.id,
          dinners.map((d) => d.id),
        ),
      ),
    )
    .orderBy(asc(hostNotices.id));
}

export type NoticeDetails = Awaited<ReturnType<typeof findNoticeDetails>>[number];
