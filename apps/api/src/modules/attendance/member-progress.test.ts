import { describe, expect, it } from 'vitest';
import { reservations } from '../../db/schema/index.ts';
import { createUser } from '../../platform/users/user-factory.ts';
import { findUserById } from '../../platform/users/user-repository.ts';
import { createEvent } from '../../test/event-factory.ts';
import { useTestApp } from '../../test/helper.ts';
import { refreshMemberProgress } from './member-progress.ts';

const ctx = useTestApp();
const DAY = 86_400_000;

describe('member progress (decision 022)', () => {
  it('levels, streaks and achievements follow the dinners attended and hosted', async () => {
    const db = ctx.database.db;
    const host = await createUser(db, { isHost: true });
    const guest = await createUser(db);
    // six dinners a month apart, the last yesterday; one more the host cancelled
    const dinners = [];
    for (let i = 0; i < 6; i++) {
      dinners.push(
        await createEvent(db, {
          hostId: host.id,
          dateTime: new Date(Date.now() - (1 + i * 30) * DAY),
        }),
      );
    }
    const cancelled = await createEvent(db, {
      hostId: host.id,
      dateTime: new Date(Date.now() - 3 * DAY),
      status: false,
    });
    for (const d of [...dinners, cancelled]) {
      await db.insert(reservations).values({ eventId: d.id, userId: guest.id, status: true });
    }

    const { membersRefreshed } = await refreshMemberProgress(db);
    expect(membersRefreshed).toBeGreaterThanOrEqual(2);
    expect(await findUserById(db, guest.id)).toMatchObject({
      eventStreak: 6,
      level: 2,
      achievements: ['first-table', 'regular'],
    });
    expect((await findUserById(db, host.id))?.achievements).toEqual(['host']);
  });
});
