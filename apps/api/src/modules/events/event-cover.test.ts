import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { events, storedImages } from '../../db/schema/index.ts';
import { type Agent, anonymousAgent, signedInUser } from '../../test/auth.ts';
import { createEvent } from '../../test/event-factory.ts';
import { useTestApp } from '../../test/helper.ts';
import { png, uploadImage } from '../../test/images.ts';
import { removeAccount } from '../profile/account-removal.ts';

const ctx = useTestApp();

const upload = (
  agent: Agent,
  eventId: number,
  bytes: Buffer,
  opts: Parameters<typeof uploadImage>[4] = {},
) => uploadImage(ctx.app, agent, `/api/events/${eventId}/cover-image`, bytes, opts);

async function hostWithEvent() {
  const host = await signedInUser(ctx.app, ctx.database.db, { isHost: true });
  const event = await createEvent(ctx.database.db, { hostId: host.user.id });
  return { ...host, event };
}

const coverKeysOf = async (ownerId: number) =>
  (
    await ctx.database.db
      .select({ key: storedImages.key, kind: storedImages.kind })
      .from(storedImages)
      .where(eq(storedImages.ownerId, ownerId))
  )
    .map((row) => `${row.kind}:${row.key}`)
    .sort();

describe('POST /api/events/:id/cover-image', () => {
  it('re-encodes to 16:10 JPEGs in three widths, shown on the event and served for a year', async () => {
    const { agent, user, event } = await hostWithEvent();
    const res = await upload(agent, event.id, await png(1200, 1200, '#884422'));
    expect(res.statusCode).toBe(200);
    const cover = res.json().coverImage;
    expect(cover.src).toMatch(/^\/api\/images\/[a-f0-9]{64}-960\.jpg$/);
    const hash = cover.src.slice('/api/images/'.length, -'-960.jpg'.length);
    expect(cover.srcSet).toBe(
      [480, 960, 1440].map((w) => `/api/images/${hash}-${w}.jpg ${w}w`).join(', '),
    );
    const read = await ctx.app.inject({ method: 'GET', url: `/api/events/${event.id}` });
    expect(read.json().coverImage).toEqual(cover);

    for (const [width, height] of [
      [480, 300],
      [960, 600],
      [1440, 900],
    ]) {
      const served = await ctx.app.inject({
        method: 'GET',
        url: `/api/images/${hash}-${width}.jpg`,
      });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', width, height]);
    }
    expect(await coverKeysOf(user.id)).toEqual(
      [480, 960, 1440].map((w) => `event-cover:${hash}-${w}.jpg`).sort(),
    );
  });

  it("replacing a cover deletes the old one's rows and keeps the host's other covers", async () => {
    const { agent, user, event } = await hostWithEvent();
    const second = await createEvent(ctx.database.db, { hostId: user.id });
    await upload(agent, second.id, await png(800, 500, '#112233'));
    const first = (await upload(agent, event.id, await png(800, 500, '#445566'))).json().coverImage;
    const replaced = (await upload(agent, event.id, await png(800, 500, '#778899'))).json()
      .coverImage;
    expect(replaced.src).not.toBe(first.src);
    expect((await ctx.app.inject({ method: 'GET', url: first.src })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: replaced.src })).statusCode).toBe(200);
    // two events' covers, three widths each
    expect(await coverKeysOf(user.id)).toHaveLength(6);
  });

  it('refuses a visitor (401), a guest (403), another host (403) and an admin (403)', async () => {
    const { event } = await hostWithEvent();
    const image = await png(400, 250);
    const visitor = await anonymousAgent(ctx.app);
    expect((await upload(visitor, event.id, image)).statusCode).toBe(401);
    const guest = await signedInUser(ctx.app, ctx.database.db);
    const asGuest = await upload(guest.agent, event.id, image);
    expect(asGuest.statusCode).toBe(403);
    const otherHost = await signedInUser(ctx.app, ctx.database.db, { isHost: true });
    const asOther = await upload(otherHost.agent, event.id, image);
    expect(asOther.statusCode).toBe(403);
    expect(asOther.json().message).toBe('Only the host of this event can change its cover');
    const admin = await signedInUser(ctx.app, ctx.database.db, { isAdmin: true });
    expect((await upload(admin.agent, event.id, image)).statusCode).toBe(403);
    const [row] = await ctx.database.db.select().from(events).where(eq(events.id, event.id));
    expect(row?.coverImageKey).toBeNull();
  });

  it('answers 404 for an event that does not exist', async () => {
    const { agent } = await hostWithEvent();
    const res = await upload(agent, 2_000_000_000, await png(400, 250));
    expect(res.statusCode).toBe(404);
  });

  it('refuses bytes that are no image, a wrong field and more than 5 MB, storing nothing', async () => {
    const { agent, user, event } = await hostWithEvent();
    const text = await upload(agent, event.id, Buffer.from('no pixels here'), { name: 'a.jpg' });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('Please select an image file');
    const wrongField = await upload(agent, event.id, await png(400, 250), { field: 'cover' });
    expect(wrongField.json().message).toBe('Please select an image file');
    const big = await upload(agent, event.id, Buffer.alloc(5 * 1024 * 1024 + 10, 7));
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe('Image must be less than 5MB');
    expect(await coverKeysOf(user.id)).toEqual([]);
  });

  it("removing the host's account deletes the covers and clears the event's cover", async () => {
    const { agent, user, event } = await hostWithEvent();
    await upload(agent, event.id, await png(400, 250));
    expect(await coverKeysOf(user.id)).toHaveLength(3);
    await removeAccount(ctx.app.deps, user, user);
    expect(await coverKeysOf(user.id)).toEqual([]);
    const [row] = await ctx.database.db.select().from(events).where(eq(events.id, event.id));
    expect(row?.coverImageKey).toBeNull();
    const read = await ctx.app.inject({ method: 'GET', url: `/api/events/${event.id}?t=1` });
    expect(read.json().coverImage).toBeNull();
  });
});
