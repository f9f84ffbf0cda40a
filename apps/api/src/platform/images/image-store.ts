import { and, eq, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { storedImages } from '../../db/schema/index.ts';

export type ImageKind = 'avatar' | 'event-cover';

export interface StoredImage {
  key: string;
  contentType: string;
  width: number;
  height: number;
  bytes: Buffer;
}

/**
 * Where re-encoded images live: in the database (`stored_images`), so every API instance serves
 * every image and a backup holds them with the rows that point at them.
 */
export async function saveImages(
  db: DbOrTx,
  owner: { ownerId: number; kind: ImageKind },
  images: StoredImage[],
) {
  await db
    .insert(storedImages)
    .values(images.map((image) => ({ ...image, ...owner })))
    .onConflictDoNothing();
}

/** Deletes the owner's images of that kind, except `keep` (the ones just saved). */
export async function deleteOwnedImages(
  db: DbOrTx,
  owner: { ownerId: number; kind: ImageKind },
  keep: string[],
) {
  await db
    .delete(storedImages)
    .where(
      and(
        eq(storedImages.ownerId, owner.ownerId),
        eq(storedImages.kind, owner.kind),
        keep.length ? notInArray(storedImages.key, keep) : undefined,
      ),
    );
}

export async function findImage(db: DbOrTx, key: string) {
  const [row] = await db
    .select({ contentType: storedImages.contentType, bytes: storedImages.bytes })
    .from(storedImages)
    .where(eq(storedImages.key, key))
    .limit(1);
  return row ?? null;
}
