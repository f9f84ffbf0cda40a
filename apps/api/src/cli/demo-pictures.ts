import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { type EventRow, events, type UserRow, users } from '../db/schema/index.ts';
import { COVER_KEY_WIDTH, coverImages, encodeCover } from '../platform/images/cover-jpegs.ts';
import { type StoredImage, saveImages } from '../platform/images/image-store.ts';
import { imageUrl } from '../platform/images/image-upload.ts';
import { squareJpegs } from '../platform/images/square-jpegs.ts';

/** Host photos of apps/api/demo-images, by username. */
const HOST_PHOTOS: Record<string, string> = {
  eleanor_whitfield: 'host-eleanor.jpg',
  marcus_delgado: 'host-marcus.jpg',
  hannah: 'host-hannah.jpg',
};
const COVERS = [
  'cover-candlelit-table.jpg',
  'cover-terrace-dusk.jpg',
  'cover-still-life.jpg',
  'cover-harvest-table.jpg',
  'cover-terrace-night.jpg',
];
/** Every third demo dinner gets a cover; the others keep their category artwork. */
const COVERED = (index: number) => index % 3 === 0;

/** apps/api/demo-images, found from src/cli (tsx, tests) or dist/ (the bundle); null if absent. */
function picturesDir(): string | null {
  for (let dir = import.meta.dirname, i = 0; i < 4; i++, dir = resolve(dir, '..')) {
    const candidate = resolve(dir, 'demo-images');
    if (existsSync(resolve(candidate, 'README.md'))) return candidate;
  }
  return null;
}

/**
 * Gives some demo hosts a photo and some demo dinners a cover, stored exactly as uploads are
 * (re-encoded by the same code, rows owned by the host, content-hashed keys), so removing a host
 * or replacing a picture treats them like any other. Answers the hosts as they are now.
 */
export async function seedDemoPictures(
  tx: DbOrTx,
  hosts: UserRow[],
  dinners: EventRow[],
): Promise<UserRow[]> {
  const dir = picturesDir();
  if (!dir) return hosts;
  const read = (file: string) => readFileSync(resolve(dir, file));
  const updated: UserRow[] = [];
  for (const host of hosts) {
    const file = HOST_PHOTOS[host.username];
    if (!file) {
      updated.push(host);
      continue;
    }
    const images = await squareJpegs(read(file), `avatar:${host.id}`);
    await saveImages(tx, { ownerId: host.id, kind: 'avatar' }, images);
    const [row] = await tx
      .update(users)
      .set({ profileImage: imageUrl(images[0]!.key) })
      .where(eq(users.id, host.id))
      .returning();
    updated.push(row ?? host);
  }
  // each picture encoded once (the slow part), named per host: a host's dinners with the same
  // picture share its rows
  const encoded = await Promise.all(COVERS.map((file) => encodeCover(read(file))));
  const saved = new Map<string, StoredImage[]>();
  for (const [index, dinner] of dinners.entries()) {
    if (!COVERED(index)) continue;
    // featured dinners fall every fifth: a step each five keeps them from sharing one picture
    const k = index / 3;
    const picture = (k + Math.floor(k / COVERS.length)) % COVERS.length;
    const owner = `event-cover:${dinner.hostId}`;
    let images = saved.get(`${picture}:${owner}`);
    if (!images) {
      images = coverImages(encoded[picture]!, owner);
      saved.set(`${picture}:${owner}`, images);
      await saveImages(tx, { ownerId: dinner.hostId, kind: 'event-cover' }, images);
    }
    const key = images.find((image) => image.width === COVER_KEY_WIDTH)!.key;
    await tx.update(events).set({ coverImageKey: key }).where(eq(events.id, dinner.id));
  }
  return updated;
}
