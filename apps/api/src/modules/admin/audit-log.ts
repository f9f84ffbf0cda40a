import type { AdminAuditAction, AdminAuditEntry } from '@storytable/domain';
import { desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { adminAuditLog, type UserRow, users } from '../../db/schema/index.ts';

export interface AdminAction {
  actor: Pick<UserRow, 'id'>;
  action: AdminAuditAction;
  target?: Pick<UserRow, 'id' | 'username'>;
  details?: Record<string, unknown>;
}

/** Writes one admin action; call it with the transaction that makes the change. */
export async function recordAdminAction(tx: DbOrTx, entry: AdminAction) {
  await tx.insert(adminAuditLog).values({
    actorId: entry.actor.id,
    action: entry.action,
    targetUserId: entry.target?.id ?? null,
    targetLabel: entry.target?.username ?? null,
    details: entry.details ?? {},
  });
}

const actors = alias(users, 'actors');

/** The actions taken on these users, newest first, grouped by user. */
export async function auditEntriesFor(
  db: DbOrTx,
  userIds: number[],
): Promise<Map<number, AdminAuditEntry[]>> {
  const byUser = new Map<number, AdminAuditEntry[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ entry: adminAuditLog, actorName: actors.username })
    .from(adminAuditLog)
    .leftJoin(actors, eq(actors.id, adminAuditLog.actorId))
    .where(inArray(adminAuditLog.targetUserId, userIds))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id));
  for (const { entry, actorName } of rows) {
    byUser.get(entry.targetUserId ?? -1)?.push({
      id: entry.id,
      action: entry.action,
      actorId: entry.actorId,
      actorName,
      targetUserId: entry.targetUserId,
      targetLabel: entry.targetLabel,
      details: entry.details,
      createdAt: entry.createdAt.toISOString(),
    });
  }
  return byUser;
}
