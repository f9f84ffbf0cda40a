import { ADMIN_AUDIT_ACTIONS } from '@storytable/domain';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Every admin action: who did what to whom, and when. `targetUserId` has no foreign key on
 * purpose: the entry outlives the account it is about.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: ADMIN_AUDIT_ACTIONS }).notNull(),
    targetUserId: integer('target_user_id'),
    /** The target's username when the action was taken (kept after the account is removed). */
    targetLabel: text('target_label'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_log_target_idx').on(t.targetUserId, t.createdAt)],
);

export type AdminAuditLogRow = typeof adminAuditLog.$inferSelect;
