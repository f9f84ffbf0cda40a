import { OPEN_REQUEST_STATUSES } from '@storytable/domain';
import { and, asc, eq, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  events,
  type JoinRequestRow,
  joinRequests,
  reservations,
  reviews,
  users,
} from '../../db/schema/index.ts';

type NewRequest = typeof joinRequests.$inferInsert;
type Final = 'approved' | 'declined' | 'expired' | 'withdrawn';

/** Inserts unless the guest already has an open request for the dinner (null then). */
export async function insertRequest(db: DbOrTx, values: NewRequest) {
  const [row] = await db.insert(joinRequests).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findRequest(db: DbOrTx, id: number): Promise<JoinRequestRow | null> {
  const [row] = await db.select().from(joinRequests).where(eq(joinRequests.id, id));
  return row ?? null;
}

/** The guest's open request for a dinner, if any. */
export async function findOpenRequest(db: DbOrTx, eventId: number, userId: number) {
  const [row] = await db
    .select()
    .from(joinRequests)
    .where(
      and(
        eq(joinRequests.eventId, eventId),
        eq(joinRequests.userId, userId),
        inArray(joinRequests.status, [...OPEN_REQUEST_STATUSES]),
      ),
    );
  return row ?? null;
}

export async function setIntent(db: DbOrTx, id: number, paymentIntentId: string) {
  await db.update(joinRequests).set({ paymentIntentId }).where(eq(joinRequests.id, id));
}

/** A paid request whose card is now authorized waits for the host: once. */
export async function markAuthorized(db: DbOrTx, id: number) {
  const [row] = await db
    .update(joinRequests)
    .set({ status: 'pending' })
    .where(and(eq(joinRequests.id, id), eq(joinRequests.status, 'authorizing')))
    .returning();
  return row ?? null;
}

/**
 * Ends a request in one conditional update, so of racing callers exactly one wins (null for the
 * others). A paid request's authorization is owed a void unless it was approved.
 */
export async function closeRequest(
  db: DbOrTx,
  id: number,
  to: Final,
  opts: { from: readonly JoinRequestRow['status'][]; userId?: number; now?: Date } = {
    from: ['pending'],
  },
) {
  const now = opts.now ?? new Date();
  const [row] = await db
    .update(joinRequests)
    .set({
      status: to,
      decidedAt: now,
      voidStatus:
        to === 'approved'
          ? null
          : sql`case when ${joinRequests.paymentIntentId} is null then null else 'required' end`,
    })
    .where(
      and(
        eq(joinRequests.id, id),
        inArray(joinRequests.status, [...opts.from]),
        opts.userId === undefined ? undefined : eq(joinRequests.userId, opts.userId),
        // an approval after the request lapsed is refused even before the sweep ends it
        to === 'approved' ? sql`${joinRequests.expiresAt} > ${now}` : undefined,
      ),
    )
    .returning();
  return row ?? null;
}

export async function linkReservation(db: DbOrTx, id: number, reservationId: number) {
  await db.update(joinRequests).set({ reservationId }).where(eq(joinRequests.id, id));
}

export async function markCaptured(db: DbOrTx, id: number) {
  await db
    .update(joinRequests)
    .set({ capturedAt: sql`now()` })
    .where(and(eq(joinRequests.id, id), isNull(joinRequests.capturedAt)));
}

export async function markVoided(db: DbOrTx, id: number) {
  await db
    .update(joinRequests)
    .set({ voidStatus: 'done' })
    .where(and(eq(joinRequests.id, id), eq(joinRequests.voidStatus, 'required')));
}

/** An approval whose capture the provider refused: its seats were given back, the request ends. */
export async function undoApproval(db: DbOrTx, id: number) {
  await db
    .update(joinRequests)
    .set({ status: 'expired', reservationId: null, voidStatus: 'required' })
    .where(and(eq(joinRequests.id, id), eq(joinRequests.status, 'approved')));
}

export async function cancelUncharged(db: DbOrTx, reservationId: number) {
  const [row] = await db
    .update(reservations)
    .set({ status: false, cancelledAt: sql`now()`, refundStatus: null })
    .where(and(eq(reservations.id, reservationId), eq(reservations.status, true)))
    .returning();
  return row ?? null;
}

/** Open requests whose time is up at `now`, oldest first. */
export async function findDueRequests(db: DbOrTx, now: Date, limit: number) {
  return db
    .select({ id: joinRequests.id })
    .from(joinRequests)
    .where(
      and(
        inArray(joinRequests.status, [...OPEN_REQUEST_STATUSES]),
        lte(joinRequests.expiresAt, now),
      ),
    )
    .orderBy(asc(joinRequests.expiresAt))
    .limit(limit);
}

/** Voids still owed to the provider. */
export async function findOwedVoids(db: DbOrTx, limit: number) {
  return db
    .select()
    .from(joinRequests)
    .where(eq(joinRequests.voidStatus, 'required'))
    .orderBy(asc(joinRequests.id))
    .limit(limit);
}

/** Approved paid requests whose capture did not answer (provider outage): retried. */
export async function findOwedCaptures(db: DbOrTx, before: Date, limit: number) {
  return db
    .select()
    .from(joinRequests)
    .where(
      and(
        eq(joinRequests.status, 'approved'),
        isNotNull(joinRequests.paymentIntentId),
        isNull(joinRequests.capturedAt),
        lte(joinRequests.decidedAt, before),
      ),
    )
    .orderBy(asc(joinRequests.id))
    .limit(limit);
}

/** A dinner's requests the host may answer or has answered, with each guest's review summary. */
export async function findHostRequests(db: DbOrTx, eventId: number) {
  return db
    .select({
      request: joinRequests,
      guest: { id: users.id, name: users.name, profileImage: users.profileImage },
      reviewCount:
        sql<number>`(select count(*) from ${reviews} r where r.user_id = ${joinRequests.userId})`.mapWith(
          Number,
        ),
      averageRating: sql<
        string | null
      >`(select avg(r.rating) from ${reviews} r where r.user_id = ${joinRequests.userId})`,
    })
    .from(joinRequests)
    .innerJoin(users, eq(users.id, joinRequests.userId))
    .where(and(eq(joinRequests.eventId, eventId), ne(joinRequests.status, 'authorizing')))
    .orderBy(asc(joinRequests.createdAt), asc(joinRequests.id));
}

/** The dinner a request is for, with its host's id. */
export async function findRequestEvent(db: DbOrTx, eventId: number) {
  const [row] = await db.select().from(events).where(eq(events.id, eventId));
  return row ?? null;
}

/** The dinner with what its host needs to take a payment and be emailed. */
export async function findDinnerWithHost(db: DbOrTx, eventId: number) {
  const [row] = await db
    .select({
      event: events,
      host: {
        id: users.id,
        name: users.name,
        email: users.email,
        stripeConnectId: users.stripeConnectId,
        stripeConnectStatus: users.stripeConnectStatus,
        stripeConnectOnboardingComplete: users.stripeConnectOnboardingComplete,
      },
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.hostId))
    .where(eq(events.id, eventId));
  return row ?? null;
}

/** A guest's open requests with their dinners, soonest dinner first. */
export async function findGuestOpenRequests(db: DbOrTx, userId: number) {
  return db
    .select({
      request: joinRequests,
      event: {
        id: events.id,
        title: events.title,
        dateTime: events.dateTime,
        timeZone: events.timeZone,
      },
    })
    .from(joinRequests)
    .innerJoin(events, eq(events.id, joinRequests.eventId))
    .where(and(eq(joinRequests.userId, userId), eq(joinRequests.status, 'pending')))
    .orderBy(asc(events.dateTime));
}
