import { type CurrentUser, type PublicUser, publicStanding } from '@storytable/domain';
import type { UserRow } from '../../db/schema/index.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** What anyone may see of a user: never email, payout or identity data. */
export function toPublicUser(u: UserRow): PublicUser {
  return {
    id: u.id,
    name: u.name,
    username: u.username,
    profileImage: u.profileImage,
    bio: u.bio,
    isAdmin: u.isAdmin,
    isHost: u.isHost,
    is_host: u.isHost,
    isVerifiedHost: u.isVerifiedHost,
    becameHostAt: iso(u.becameHostAt),
    createdAt: u.createdAt.toISOString(),
    rating: u.rating,
    reviewCount: u.reviewCount,
    eventStreak: u.eventStreak,
    level: u.level,
    achievements: u.achievements,
    ...publicStanding(u),
  };
}

/** The signed-in user's own view: the public fields and their own. The password hash never leaves. */
export function toCurrentUser(u: UserRow): CurrentUser {
  return {
    ...toPublicUser(u),
    idmeVerified: u.idmeVerified,
    manualReviewStatus: u.manualReviewStatus,
    email: u.email,
    emailVerified: u.emailVerified,
    lastVerificationSent: iso(u.lastVerificationSent),
    hostExperience: u.hostExperience,
    hostExpertiseArea: u.hostExpertiseArea,
    hostEventsHosted: u.hostEventsHosted,
    hostInterests: u.hostInterests,
    idmeVerificationStatus: u.idmeVerificationStatus,
    idmeUserId: u.idmeUserId,
    idmeVerificationDate: iso(u.idmeVerificationDate),
    stripeConnectId: u.stripeConnectId,
    stripeConnectStatus: u.stripeConnectStatus,
    stripeConnectOnboardingComplete: u.stripeConnectOnboardingComplete,
    marketingPreferences: { emails: u.marketingEmails, sms: u.marketingSms },
    cookieConsent: {
      statistics: u.cookieStatistics,
      marketing: u.cookieMarketing,
      savedAt: iso(u.cookieConsentAt),
    },
    verifiedFullName: u.verifiedFullName,
    verifiedDocumentType: u.verifiedDocumentType,
    verifiedDocumentIssuer: u.verifiedDocumentIssuer,
    verifiedDocumentExpiry: u.verifiedDocumentExpiry,
  };
}
