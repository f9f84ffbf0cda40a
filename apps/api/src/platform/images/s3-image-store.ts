import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { FastifyBaseLogger } from 'fastify';
import type { S3Config } from '../../config/env.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  type AfterCommit,
  deleteOwnedRows,
  findImageRow,
  IMMUTABLE_CACHE,
  type ImageKind,
  type ImageStore,
  type ServedImage,
  type StoredImage,
} from './image-store.ts';

/**
 * Bytes in an S3-compatible bucket (AWS S3, MinIO, R2, ...) through the official SDK; the rows in
 * `stored_images` keep the ownership and an empty `bytes`. Rows recorded before S3 was configured
 * keep their bytes and are still served from the database.
 */
export class S3ImageStore implements ImageStore {
  private readonly client: S3Client;

  /** The SDK is loaded only when S3 is configured: it adds 0.3 s and tens of MB to a start. */
  static async create(db: Db, s3: S3Config, log: FastifyBaseLogger) {
    return new S3ImageStore(db, s3, log, await import('@aws-sdk/client-s3'));
  }

  private constructor(
    private readonly db: Db,
    private readonly s3: S3Config,
    private readonly log: FastifyBaseLogger,
    private readonly sdk: typeof import('@aws-sdk/client-s3'),
  ) {
    this.client = new sdk.S3Client({
      region: s3.region,
      endpoint: s3.endpoint,
      // MinIO and most self-hosted stores have no per-bucket host names
      forcePathStyle: Boolean(s3.endpoint),
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      // checksums only where the API requires them: not every S3-compatible store takes the rest
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private objectKey(key: string) {
    return `${this.s3.prefix}${key}`;
  }

  async put(images: StoredImage[]) {
    await Promise.all(
      images.map((image) =>
        this.client.send(
          new this.sdk.PutObjectCommand({
            Bucket: this.s3.bucket,
            Key: this.objectKey(image.key),
            Body: image.bytes,
            ContentType: image.contentType,
            // a CDN in front of the bucket caches as the API does
            CacheControl: IMMUTABLE_CACHE,
          }),
        ),
      ),
    );
    return images.map((image) => ({ ...image, bytes: Buffer.alloc(0) }));
  }

  async deleteOwned(
    tx: DbOrTx,
    owner: { ownerId: number; kind?: ImageKind },
    keep?: string[],
  ): Promise<AfterCommit> {
    const keys = await deleteOwnedRows(tx, owner, keep);
    return async () => {
      const results = await Promise.allSettled(
        keys.map((key) =>
          this.client.send(
            new this.sdk.DeleteObjectCommand({ Bucket: this.s3.bucket, Key: this.objectKey(key) }),
          ),
        ),
      );
      const failed = keys.filter((_key, i) => results[i]?.status === 'rejected');
      // the change is committed: a failed removal leaves an orphaned object, not a broken change
      if (failed.length) {
        this.log.warn({ keys: failed, bucket: this.s3.bucket }, 'image objects not deleted');
      }
    };
  }

  async get(key: string): Promise<ServedImage | null> {
    const row = await findImageRow(this.db, key);
    if (!row) return null;
    if (row.bytes.length) {
      return { contentType: row.contentType, body: row.bytes, length: row.bytes.length };
    }
    try {
      const object = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.s3.bucket, Key: this.objectKey(key) }),
      );
      return {
        contentType: row.contentType,
        body: object.Body as Readable,
        length: object.ContentLength,
      };
    } catch (err) {
      if (err instanceof this.sdk.NoSuchKey) return null;
      throw err;
    }
  }

  close() {
    this.client.destroy();
  }
}
