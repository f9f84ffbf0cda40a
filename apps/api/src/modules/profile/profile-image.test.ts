import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { storedImages } from '../../db/schema/index.ts';
import { type Agent, anonymousAgent, signedInUser } from '../../test/auth.ts';
import { useTestApp } from '../../test/helper.ts';
import { png, uploadProfileImage } from '../../test/images.ts';

const ctx = useTestApp();

const upload = (agent: Agent, bytes: Buffer, opts: Parameters<typeof uploadProfileImage>[3] = {}) =>
  uploadProfileImage(ctx.app, agent, bytes, opts);

describe('POST /api/user/profile-image', () => {
  it('re-encodes a photo to square JPEGs, points the user at it and serves it for a year', async () => {
    const { agent, user } = await signedInUser(ctx.app, ctx.database.db);
    const photo = await sharp({
      create: { width: 640, height: 400, channels: 3, background: '#336699' },
    })
      .withExif({ IFD0: { Artist: 'Secret Camera Owner' } })
      .jpeg()
      .toBuffer();
    const res = await upload(agent, photo, { name: 'holiday.jpg', type: 'image/jpeg' });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().user.profileImage;
    expect(url).toMatch(/^\/api\/images\/[a-f0-9]{64}-256\.jpg$/);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/user', headers: agent.headers })).json()
        .profileImage,
    ).toBe(url);

    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 256, 256]);
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Secret Camera Owner'))).toBe(false);
    const rows = await ctx.database.db
      .select({ key: storedImages.key })
      .from(storedImages)
      .where(eq(storedImages.ownerId, user.id));
    expect(rows.map((r) => r.key.replace(/^[a-f0-9]+-/, '')).sort()).toEqual(['256.jpg', '96.jpg']);
  });

  it('judges by the bytes: a PNG named .txt is taken, text named .jpg is not', async () => {
    const { agent } = await signedInUser(ctx.app, ctx.database.db);
    expect(
      (await upload(agent, await png(120, 120), { name: 'notes.txt', type: 'text/plain' }))
        .statusCode,
    ).toBe(200);
    const text = await upload(agent, Buffer.from('just words, no pixels'), {
      name: 'me.jpg',
      type: 'image/jpeg',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('Please select an image file');
    const wrongField = await upload(agent, await png(120, 120), { field: 'avatar' });
    expect(wrongField.json().message).toBe('Please select an image file');
  });

  it('refuses more than 5 MB and a decompression bomb', async () => {
    const { agent } = await signedInUser(ctx.app, ctx.database.db);
    const big = await upload(agent, Buffer.alloc(5 * 1024 * 1024 + 10, 7));
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe('Image must be less than 5MB');
    // 30 megapixels of one colour compress to little: refused before it is decoded
    const bomb = await sharp({
      create: { width: 6000, height: 5000, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const res = await upload(agent, bomb);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please select an image file');
  });

  it('replaces the old photo (its images are deleted) and is served by every instance', async () => {
    const { agent, user } = await signedInUser(ctx.app, ctx.database.db);
    const first = (await upload(agent, await png(200, 200, '#111111'))).json().user.profileImage;
    const second = (await upload(agent, await png(200, 200, '#eeeeee'))).json().user.profileImage;
    expect(second).not.toBe(first);
    expect((await ctx.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    const owned = await ctx.database.db
      .select()
      .from(storedImages)
      .where(eq(storedImages.ownerId, user.id));
    expect(owned).toHaveLength(2);
    const other = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    try {
      const res = await other.inject({ method: 'GET', url: second });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
    } finally {
      await other.close();
    }
  });

  it('two people with the same picture get keys of their own: replacing one keeps the other', async () => {
    const same = await png(160, 160, '#123456');
    const a = await signedInUser(ctx.app, ctx.database.db);
    const b = await signedInUser(ctx.app, ctx.database.db);
    const urlA = (await upload(a.agent, same)).json().user.profileImage;
    const urlB = (await upload(b.agent, same)).json().user.profileImage;
    expect(urlB).not.toBe(urlA);
    await upload(a.agent, await png(160, 160, '#654321'));
    expect((await ctx.app.inject({ method: 'GET', url: urlB })).statusCode).toBe(200);
  });

  it('is for signed-in users; unknown and malformed keys are 404 and 400', async () => {
    const visitor = await anonymousAgent(ctx.app);
    expect((await upload(visitor, await png(120, 120))).statusCode).toBe(401);
    const unknown = `/api/images/${'a'.repeat(64)}-256.jpg`;
    expect((await ctx.app.inject({ method: 'GET', url: unknown })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/images/..%2Fetc%2Fpasswd' })).statusCode,
    ).toBe(400);
  });
});
