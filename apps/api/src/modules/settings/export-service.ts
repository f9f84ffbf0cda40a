import { type ExportData, exportDataSchema } from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { toCurrentUser } from '../../platform/users/user-serializer.ts';
import { readUserData } from './export-repository.ts';

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The user's data as a JSON download (privacy law's right of access and portability): the
 * account, seats with amounts and refunds, hosted dinners, reviews, follows, consents, the
 * newsletter and active sessions. Built through its schema, which has no place for a password
 * hash, a token, a session id, a payout or identity-provider id, or card data.
 */
export async function exportUserData(
  deps: Pick<AppDeps, 'db'>,
  user: UserRow,
): Promise<ExportData> {
  const data = await readUserData(deps.db, user);
  return exportDataSchema.parse({
    exportedAt: new Date().toISOString(),
    account: { ...toCurrentUser(user), pendingEmail: user.pendingEmail },
    reservations: data.seats.map(({ reservation: r, eventTitle, eventDate }) => ({
      id: r.id,
      eventId: r.eventId,
      eventTitle,
      eventDate: iso(eventDate),
      status: r.status ? 'confirmed' : 'cancelled',
      amountPaid: r.amountPaid,
      reservedAt: iso(r.createdAt),
      cancelledAt: isoOrNull(r.cancelledAt),
      refundStatus: r.refundStatus,
      refundedAt: isoOrNull(r.refundedAt),
    })),
    hostedEvents: data.hosted.map((e) => ({ ...e, date: iso(e.date) })),
    reviews: data.written.map((r) => ({ ...r, date: iso(r.date) })),
    following: data.following,
    newsletter: { subscribed: data.subscribed },
    sessions: data.active.map((s) => ({
      createdAt: iso(s.createdAt),
      expiresAt: iso(s.expiresAt),
    })),
  });
}

/** `storytable-data-<username>.json`: the username is letters, digits, `.`, `_` and `-` only. */
export const exportFileName = (user: Pick<UserRow, 'username'>) =>
  `storytable-data-${user.username.replace(/[^A-Za-z0-9._-]/g, '_')}.json`;
