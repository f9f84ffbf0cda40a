import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { VerifiedDocument } from '../../platform/payments/gateway.ts';

export async function setIdentityStatus(db: DbOrTx, userId: number, status: string) {
  await db
    .update(users)
    .set({ idmeVerificationStatus: status })
    .where(and(eq(users.id, userId), eq(users.idmeVerified, false)));
}

/**
 * Identity verified: the user now waits for an admin's review (spec section 4, Host lifecycle).
 * Only the first time, so polling again never undoes an admin's decision.
 */
export async function markIdentityVerified(
  db: DbOrTx,
  userId: number,
  document: VerifiedDocument | null,
) {
  await db
    .update(users)
    .set({
      idmeVerified: true,
      idmeVerificationStatus: 'verified',
      idmeVerificationDate: sql`now()`,
      manualReviewStatus: 'pending',
      verifiedFullName: document?.fullName ?? null,
      verifiedDocumentType: document?.type ?? null,
      verifiedDocumentIssuer: document?.issuer ?? null,
      verifiedDocumentExpiry: document?.expiry ?? null,
    })
    .where(and(eq(users.id, userId), eq(users.idmeVerified, false)));
}
