import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { S3Config } from '../../config/env.ts';
import { storedImages } from '../../db/schema/index.ts';
import { removeAccount } from '../../modules/profile/account-removal.ts';
import { signedInUser } from '../../test/auth.ts';
import { type FakeS3, startFakeS3 } from '../../test/fake-s3-server.ts';
import { createTestApp, type TestContext } from '../../test/helper.ts';
import { png, uploadProfileImage } from '../../test/images.ts';
import { findUserById } from '../users/user-repository.ts';
import { IMMUTABLE_CACHE } from './image-store.ts';

const PREFIX = 'storytable/images/';
let s3: FakeS3;
let ctx: TestContext;

beforeAll(async () => {
  s3 = await startFakeS3();
  ctx = await createTestApp({ s3: s3Config(s3) });
});
afterAll(async () => {
  await ctx?.close();
  await s3?.close();
});

function s3Config(fake: FakeS3): S3Config {
  return {
    bucket: fake.bucket,
    region: fake.region,
    endpoint: fake.url,
    accessKeyId: fake.accessKeyId,
    secretAccessKey: fake.secretAccessKey,
    prefix: PREFIX,
  };
}

const keyOf = (url: string) => url.replace('/api/images/', '');
const objectKeys = () => [...s3.objects.keys()].sort();

async function withPhoto(color = '#336699') {
  const { agent, user } = await signedInUser(ctx.app, ctx.database.db);
  const res = await uploadProfileImage(ctx.app, agent, await png(300, 200, color));
  expect(res.statusCode).toBe(200);
  const url: string = res.json().user.profileImage;
  return { agent, user, url };
}

async function rowsOf(ownerId: number) {
  return ctx.database.db
    .select({ key: storedImages.key, size: sql<number>`octet_length(${storedImages.bytes})` })
    .from(storedImages)
    .where(eq(storedImages.ownerId, ownerId));
}

describe('images in an S3-compatible bucket', () => {
  it('uploads both sizes to the bucket, keeps only the ownership rows, and serves the object', async () => {
    const { user, url } = await withPhoto();
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => Number(r.size) === 0)).toBe(true);
    for (const { key } of rows) {
      const object = s3.objects.get(`${PREFIX}${key}`);
      expect(object?.contentType).toBe('image/jpeg');
      expect(object?.cacheControl).toBe(IMMUTABLE_CACHE);
    }

    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
    expect(served.rawPayload.equals(s3.objects.get(`${PREFIX}${keyOf(url)}`)!.body)).toBe(true);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 256, 256]);
  });

  it('replacing the photo deletes the old objects; an object gone from the bucket is a 404', async () => {
    const { agent, user, url: first } = await withPhoto('#111111');
    const second = (await uploadProfileImage(ctx.app, agent, await png(200, 200, '#eeeeee'))).json()
      .user.profileImage;
    const kept = (await rowsOf(user.id)).map((r) => `${PREFIX}${r.key}`);
    expect(kept).toHaveLength(2);
    expect(kept).toContain(`${PREFIX}${keyOf(second)}`);
    expect(s3.objects.has(`${PREFIX}${keyOf(first)}`)).toBe(false);
    expect(kept.every((key) => s3.objects.has(key))).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);

    s3.objects.delete(`${PREFIX}${keyOf(second)}`);
    expect((await ctx.app.inject({ method: 'GET', url: second })).statusCode).toBe(404);
  });

  it('account removal deletes the objects, after its transaction commits', async () => {
    const { user, agent } = await withPhoto('#225522');
    const objects = (await rowsOf(user.id)).map((r) => `${PREFIX}${r.key}`);

    // a removal that rolls back deletes no object
    const row = (await findUserById(ctx.database.db, user.id))!;
    await expect(
      removeAccount(ctx.app.deps, row, row, async () => {
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(objects.every((key) => s3.objects.has(key))).toBe(true);
    expect(await rowsOf(user.id)).toHaveLength(2);

    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: agent.headers,
      payload: { currentPassword: 'Password1!' },
    });
    expect(res.statusCode).toBe(200);
    expect(await rowsOf(user.id)).toHaveLength(0);
    expect(objects.some((key) => s3.objects.has(key))).toBe(false);
  });

  it('a bucket that fails to delete after the commit leaves orphaned objects, not a failed change', async () => {
    const { agent, url: first } = await withPhoto('#884400');
    s3.failDeletes = true;
    try {
      const res = await uploadProfileImage(ctx.app, agent, await png(200, 200, '#004488'));
      expect(res.statusCode).toBe(200);
      expect((await ctx.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
      expect(s3.objects.has(`${PREFIX}${keyOf(first)}`)).toBe(true);
    } finally {
      s3.failDeletes = false;
    }
  });

  it('images saved in the database before S3 was configured are still served', async () => {
    const dbStore = await buildApp({
      config: { ...ctx.config, s3: null },
      database: ctx.database,
      logger: false,
    });
    try {
      const { agent } = await signedInUser(dbStore, ctx.database.db);
      const url = (await uploadProfileImage(dbStore, agent, await png(150, 150, '#abcdef'))).json()
        .user.profileImage;
      expect(s3.objects.has(`${PREFIX}${keyOf(url)}`)).toBe(false);
      const served = await ctx.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe(IMMUTABLE_CACHE);
      expect((await sharp(served.rawPayload).metadata()).width).toBe(256);
    } finally {
      await dbStore.close();
    }
  });

  it('a wrong secret is refused by the bucket: the upload fails and records nothing', async () => {
    const wrong = await buildApp({
      config: { ...ctx.config, s3: { ...s3Config(s3), secretAccessKey: 'not-the-secret' } },
      database: ctx.database,
      logger: false,
    });
    try {
      const { agent, user } = await signedInUser(wrong, ctx.database.db);
      const before = s3.objects.size;
      const res = await uploadProfileImage(wrong, agent, await png(120, 120, '#ff00ff'));
      expect(res.statusCode).toBe(500);
      expect(s3.objects.size).toBe(before);
      expect(await rowsOf(user.id)).toHaveLength(0);
      expect(objectKeys().every((key) => key.startsWith(PREFIX))).toBe(true);
    } finally {
      await wrong.close();
    }
  });
});
