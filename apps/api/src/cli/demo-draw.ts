import { DRAW_WINDOW_MS } from '@storytable/domain';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { drawEntries, events, type UserRow } from '../db/schema/index.ts';
import { drawLockedDinner } from '../modules/draw/index.ts';
import { insertEvent, lockEvent } from '../modules/events/index.ts';

const DAY = 86_400_000;
/** Pairs at a table of seven: three win, one seat stays public (no pair fits it), three wait. */
const PAIRS = 6;
const CAPACITY = 7;

/**
 * The fair first minute (decision 072) in the demo: a new free dinner of the demo host opened a
 * minute ago; demo guests asked for more seats than it has in that minute,
 * and the real draw has just run: whole parties hold their seats for ten minutes, the rest wait
 * in draw order, and `opening_draws` records the seed and the order. No email is sent.
 */
export async function seedDemoDraw(tx: DbOrTx, host: UserRow, guests: UserRow[]) {
  const now = new Date();
  const [template] = await tx
    .select()
    .from(events)
    .where(
      and(
        eq(events.hostId, host.id),
        eq(events.status, true),
        eq(events.price, 0),
        gt(events.dateTime, new Date(now.getTime() + 3 * DAY)),
      ),
    )
    .orderBy(asc(events.dateTime))
    .limit(1);
  if (!template) return;
  const opensAt = new Date(now.getTime() - DRAW_WINDOW_MS - 1_000);
  const { id: _id, createdAt: _createdAt, ...copied } = template;
  const dinner = await insertEvent(tx, {
    ...copied,
    title: 'Opening Night: Stories of First Arrivals',
    description:
      'Our most asked-for table opens for booking at a set time, and everyone who asks in its first minute is drawn in random order.',
    dateTime: new Date(template.dateTime.getTime() + 2 * DAY),
    capacity: CAPACITY,
    availableSpots: CAPACITY,
    maxSeatsPerBooking: 2,
    requiresApproval: false,
    opensAt,
  });
  const companions = ['Ines', 'Tom', 'Noor', 'Ravi', 'Mae', 'Jonas'];
  for (const [i, guest] of guests.slice(0, PAIRS).entries()) {
    const seats = 2;
    const party = [{ name: companions[i] ?? 'Friend', dietary: { needs: [], note: null } }];
    await tx.insert(drawEntries).values({
      eventId: dinner.id,
      userId: guest.id,
      seats,
      status: 'entered',
      request: { seats: [{ name: null, dietary: { needs: [], note: null } }, ...party] },
      createdAt: new Date(opensAt.getTime() + (i + 1) * 1_500),
    });
  }
  const locked = await lockEvent(tx, dinner.id);
  if (!locked) return;
  await drawLockedDinner(tx, locked, now, async () => {}, { appName: '', appUrl: '' });
}
