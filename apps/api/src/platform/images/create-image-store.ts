import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { DatabaseImageStore, type ImageStore } from './image-store.ts';
import { S3ImageStore } from './s3-image-store.ts';

/** S3_* set: an S3-compatible bucket. Otherwise the database (decision 025). */
export async function createImageStore(
  config: Pick<Config, 's3'>,
  db: Db,
  log: FastifyBaseLogger,
): Promise<ImageStore> {
  if (config.s3) return S3ImageStore.create(db, config.s3, log);
  return new DatabaseImageStore(db);
}
