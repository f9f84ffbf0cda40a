import { EVENT_DURATION_HOURS, memberProgress } from '@storytable/domain';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { attendedSeat as came, dinnerEnded } from '../../db/attended.ts';
import type { DbOrTx } from '../../db/client.ts';
import { events, reservations, users } from '../../db/schema/index.ts';

const ended = dinnerEnded();
/** Only guests who came count (decision 065): not no-shows, not the unchecked when check-in was used. */
const attendedSeat = came();

/**
 * Recomputes the streak, level and achievements (domain `memberProgress`) of the members whose
 * progress can have changed: a dinner of theirs ended in the last two days (as guest or host), or
 * a streak that may lapse. A background job on every instance; the same answer from each.
 */
export async function refreshMemberProgress(db: DbOrTx, now = new Date()) {
  const since = sql`now() - interval '2 days'`;
  const recent = sql`${events.dateTime} > ${since} - make_interval(hours => ${EVENT_DURATION_HOURS})`;
  const [guests, hosts, streaking] = await Promise.all([
    db
      .selectDistinct({ id: reservations.userId })
      .from(reservations)
      .innerJoin(events, eq(events.id, reservations.eventId))
      // every seat, not only who came: a no-show marked after an earlier sweep counts again
      .where(and(eq(reservations.status, true), eq(events.status, true), ended, recent)),
    db
      .selectDistinct({ id: events.hostId })
      .from(events)
      .where(and(eq(events.status, true), ended, recent)),
    db.select({ id: users.id }).from(users).where(gt(users.eventStreak, 0)),
  ]);
  const ids = [...new Set([...guests, ...hosts, ...streaking].map((r) => r.id))];
  for (const id of ids) await refreshOne(db, id, now);
  return { membersRefreshed: ids.length };
}

async function refreshOne(db: DbOrTx, userId: number, now: Date) {
  const [attended, hosted] = await Promise.all([
    db
      .select({ at: events.dateTime })
      .from(reservations)
      .innerJoin(events, eq(events.id, reservations.eventId))
      .where(and(eq(reservations.userId, userId), attendedSeat)),
    db
      .select({ id: events.id })
      .from(events)
      .where(
        and(
          eq(events.hostId, userId),
          eq(events.status, true),
          ended,
          inArray(
            events.id,
            db
              .select({ id: reservations.eventId })
              .from(reservations)
              .innerJoin(events, eq(events.id, reservations.eventId))
              .where(attendedSeat),
          ),
        ),
      )
      .limit(1),
  ]);
  const progress = memberProgress(
    attended.map((a) => a.at),
    hosted.length,
    now,
  );
  await db.update(users).set(progress).where(eq(users.id, userId));
}
