import type { Readable } from 'node:stream';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { storedImages } from '../../db/schema/index.ts';

export type ImageKind = 'avatar' | 'event-cover' | 'share-card';

export interface ImageOwner {
  ownerId: number;
  kind: ImageKind;
}

export interface StoredImage {
  key: string;
  contentType: string;
  width: number;
  height: number;
  bytes: Buffer;
}

/** Keys are content-hashed: the bytes behind a URL never change. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** An image as GET /api/images/:key sends it. */
export interface ServedImage {
  contentType: string;
  body: Buffer | Readable;
  length?: number;
}

/** What is left once the transaction has committed: removing deleted images' objects. */
export type AfterCommit = () => Promise<void>;

/**
 * Where re-encoded images' bytes live (decision 025). Either way a `stored_images` row says whose
 * each key is and what for; with object storage its `bytes` are empty and the object holds them.
 */
export interface ImageStore {
  /**
   * Keeps the images' bytes and returns the rows to record with `saveImages`. Object storage
   * uploads here, before the transaction that records the rows: a rolled-back change leaves an
   * object no row names, never a row without its object.
   */
  put(images: StoredImage[]): Promise<StoredImage[]>;
  /**
   * Deletes the owner's image rows in `tx` (all kinds, or one kind except `keep`). The returned
   * step removes their objects and must run only after `tx` has committed.
   */
  deleteOwned(
    tx: DbOrTx,
    owner: { ownerId: number; kind?: ImageKind },
    keep?: string[],
  ): Promise<AfterCommit>;
  /** The image to serve, or null when no row (or no object) has that key. */
  get(key: string): Promise<ServedImage | null>;
  close(): void;
}

export async function saveImages(tx: DbOrTx, owner: ImageOwner, rows: StoredImage[]) {
  await tx
    .insert(storedImages)
    .values(rows.map((row) => ({ ...row, ...owner })))
    .onConflictDoNothing();
}

/** Deletes the rows; answers the keys whose bytes live outside the database (empty `bytes`). */
export async function deleteOwnedRows(
  tx: DbOrTx,
  owner: { ownerId: number; kind?: ImageKind },
  keep: string[] = [],
): Promise<string[]> {
  const deleted = await tx
    .delete(storedImages)
    .where(
      and(
        eq(storedImages.ownerId, owner.ownerId),
        owner.kind ? eq(storedImages.kind, owner.kind) : undefined,
        keep.length ? notInArray(storedImages.key, keep) : undefined,
      ),
    )
    .returning({
      key: storedImages.key,
      elsewhere: sql<boolean>`octet_length(${storedImages.bytes}) = 0`,
    });
  return deleted.filter((row) => row.elsewhere).map((row) => row.key);
}

export async function findImageRow(db: DbOrTx, key: string) {
  const [row] = await db
    .select({ contentType: storedImages.contentType, bytes: storedImages.bytes })
    .from(storedImages)
    .where(eq(storedImages.key, key))
    .limit(1);
  return row ?? null;
}

const nothingLeft: AfterCommit = async () => {};

/**
 * The default: bytes in `stored_images`, so every API instance serves every image and a backup
 * holds them with the rows that point at them.
 */
export class DatabaseImageStore implements ImageStore {
  constructor(private readonly db: Db) {}

  async put(images: StoredImage[]) {
    return images;
  }

  async deleteOwned(
    tx: DbOrTx,
    owner: { ownerId: number; kind?: ImageKind },
    keep?: string[],
  ): Promise<AfterCommit> {
    await deleteOwnedRows(tx, owner, keep);
    return nothingLeft;
  }

  async get(key: string): Promise<ServedImage | null> {
    const row = await findImageRow(this.db, key);
    // empty bytes: held by object storage, which is not configured now
    if (!row?.bytes.length) return null;
    return { contentType: row.contentType, body: row.bytes, length: row.bytes.length };
  }

  close() {}
}
