import {
  ErrorCode,
  HOST_APPLICATION_REFUSALS,
  HOST_APPLICATION_SUBMITTED,
  type HostApplication,
  type HostApplicationResponse,
} from '@storytable/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { type UserRow, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

const R = HOST_APPLICATION_REFUSALS;

function assertMayApply(user: UserRow) {
  if (user.isAdmin) throw AppError.forbidden(R.admin);
  if (!user.emailVerified)
    throw AppError.forbidden(R.emailUnverified, ErrorCode.EMAIL_NOT_VERIFIED);
  if (user.isHost) throw AppError.conflict(ErrorCode.CONFLICT, R.alreadyHost);
  if (user.manualReviewStatus === 'pending') {
    throw AppError.conflict(ErrorCode.CONFLICT, R.alreadyPending);
  }
}

/**
 * POST /api/user/become-host: stores the answers and puts the user in the admins' review queue.
 * A rejected applicant may apply again. The update re-checks the state, so two submissions at
 * once store one application.
 */
export async function applyToHost(
  deps: Pick<AppDeps, 'db'>,
  user: UserRow,
  answers: HostApplication,
): Promise<HostApplicationResponse> {
  assertMayApply(user);
  const [updated] = await deps.db
    .update(users)
    .set({
      hostExperience: answers.experience,
      hostExpertiseArea: answers.expertiseArea,
      hostEventsHosted: answers.eventsHosted,
      hostInterests: answers.interests,
      manualReviewStatus: 'pending',
    })
    .where(
      and(
        eq(users.id, user.id),
        eq(users.isHost, false),
        eq(users.isAdmin, false),
        ne(users.manualReviewStatus, 'pending'),
      ),
    )
    .returning({ id: users.id });
  if (!updated) throw AppError.conflict(ErrorCode.CONFLICT, R.alreadyPending);
  return { message: HOST_APPLICATION_SUBMITTED, manualReviewStatus: 'pending' };
}
