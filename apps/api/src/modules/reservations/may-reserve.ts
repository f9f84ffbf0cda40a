import { ErrorCode, RESERVATION_MESSAGES } from '@storytable/domain';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Who may take or pay for a seat: a guest with a verified email address (audit finding 14),
 * never an admin, whose account is confined to the dashboard (finding 10).
 */
export function assertMayReserve(user: Pick<UserRow, 'isAdmin' | 'emailVerified'>) {
  if (user.isAdmin) throw AppError.forbidden(RESERVATION_MESSAGES.ADMIN_CANNOT_RESERVE);
  if (!user.emailVerified) {
    throw AppError.forbidden(RESERVATION_MESSAGES.EMAIL_NOT_VERIFIED, ErrorCode.EMAIL_NOT_VERIFIED);
  }
}
