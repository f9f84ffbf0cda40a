import { NOTICE_MESSAGES, type NoticePreferences } from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { findPreferences, savePreferences } from './notice-repository.ts';

type Deps = Pick<AppDeps, 'db'>;

/** Notices are about a host's dinners: a guest has none to choose for (403). */
function assertHost(user: UserRow) {
  if (!user.isHost) throw AppError.forbidden(NOTICE_MESSAGES.HOSTS_ONLY);
}

/** GET /api/user/notification-preferences */
export async function getNoticePreferences(deps: Deps, user: UserRow): Promise<NoticePreferences> {
  assertHost(user);
  return findPreferences(deps.db, user.id);
}

/** PUT /api/user/notification-preferences: every kind at once; answers them as saved. */
export async function putNoticePreferences(
  deps: Deps,
  user: UserRow,
  prefs: NoticePreferences,
): Promise<NoticePreferences> {
  assertHost(user);
  await savePreferences(deps.db, user.id, prefs);
  return findPreferences(deps.db, user.id);
}
