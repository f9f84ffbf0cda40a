import type { IdentityVerificationStatus } from '@storytable/domain';
import { fetchQuery } from '@/lib/api-client.ts';
import { ApiError } from '@/lib/api-error.ts';

/** GET /api/stripe/identity-verification/{sessionId}: the check's status, polled while it runs. */
export async function getIdentityVerificationStatus(
  sessionId: string,
): Promise<IdentityVerificationStatus> {
  const body = await fetchQuery<IdentityVerificationStatus>(
    `/api/stripe/identity-verification/${encodeURIComponent(sessionId)}`,
    'throw',
  );
  if (!body) throw new ApiError(0, 'Failed to check verification status');
  return body;
}
