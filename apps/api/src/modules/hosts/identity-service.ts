import type { IdentityVerificationStatus } from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { VerificationSessionInfo } from '../../platform/payments/gateway.ts';
import { viaGateway } from '../../platform/payments/gateway-errors.ts';
import { markIdentityVerified, setIdentityStatus } from './identity-repository.ts';

type Deps = Pick<AppDeps, 'config' | 'db' | 'payments'>;

const NOT_FOUND = 'Verification session not found';

/** Where the verification popup lands when done; the page tells its opener (VERIFICATION_COMPLETE). */
export function identityReturnUrl(appUrl: string) {
  return `${appUrl}/profile?verification=complete`;
}

/**
 * POST /api/stripe/identity-verification: a document check for the signed-in user, returning to
 * `origin` (one of ours: returnOrigin).
 */
export async function startIdentityVerification(deps: Deps, user: UserRow, origin: string) {
  const session = await viaGateway(() =>
    deps.payments.createVerificationSession({
      userId: user.id,
      returnUrl: identityReturnUrl(origin),
    }),
  );
  await setIdentityStatus(deps.db, user.id, 'in_progress');
  return { url: session.url, id: session.id };
}

/** GET /api/stripe/identity-verification/:sessionId: only the session's own user may ask. */
export async function identityVerificationStatus(
  deps: Deps,
  user: UserRow,
  sessionId: string,
): Promise<IdentityVerificationStatus> {
  const session = await viaGateway(
    () => deps.payments.retrieveVerificationSession(sessionId),
    NOT_FOUND,
  );
  // someone else's session looks the same as none at all
  if (session.metadata.userId !== String(user.id)) throw AppError.notFound(NOT_FOUND);
  await applyVerificationResult(deps, user.id, session);
  return { status: session.status, lastError: session.lastError };
}

/**
 * Mirrors the session on the user for the profile's badges: 'verified' (then pending admin
 * review, with what the document check read), 'failed:{code}' after a failed check,
 * 'processing' while Stripe checks.
 * Used by the status poll and the identity webhooks alike; running it twice changes nothing.
 */
export async function applyVerificationResult(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
  session: Pick<VerificationSessionInfo, 'status' | 'lastError' | 'verifiedDocument'>,
) {
  if (session.status === 'verified') {
    return markIdentityVerified(deps.db, userId, session.verifiedDocument);
  }
  if (session.status === 'processing') return setIdentityStatus(deps.db, userId, 'processing');
  if (session.status === 'canceled') return setIdentityStatus(deps.db, userId, 'canceled');
  if (session.lastError?.code) {
    return setIdentityStatus(deps.db, userId, `failed:${session.lastError.code}`);
  }
}
