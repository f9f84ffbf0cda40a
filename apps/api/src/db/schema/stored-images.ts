import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded images after re-encoding, one row per size, in the database so every API instance
 * serves every image. `key` is content-hashed (`<sha256>-<size>.jpg`): a new upload gets a new
 * URL, so the bytes behind a URL never change and can be cached for a year.
 */
export const storedImages = pgTable(
  'stored_images',
  {
    key: text('key').primaryKey(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * What the image is for: 'avatar' (profile photo), 'event-cover', or 'share-card' (a dinner's
     * link preview the server rendered, keyed `share-<event id>-<hash>.png`).
     */
    kind: text('kind', { enum: ['avatar', 'event-cover', 'share-card'] }).notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_images_owner_idx').on(t.ownerId, t.kind)],
);

export type StoredImageRow = typeof storedImages.$inferSelect;
