import { z } from 'zod';

export const manualReviewStatusSchema = z.enum([
  'none',
  'pending',
  'approved',
  'rejected',
  'verified',
]);
export type ManualReviewStatus = z.infer<typeof manualReviewStatusSchema>;

/**
 * The review state anyone may see: whether an application is pending, nothing more. A rejected,
 * approved or never-made application all read 'none' (issue 32, item 6).
 */
export const publicReviewStatusSchema = z.enum(['none', 'pending']);

/**
 * The two standing fields as a public view carries them: only what the public badges read
 * ('Pending Review' is identity checked and review pending), so a rejected applicant or a
 * failed identity check is not shown to strangers.
 */
export function publicStanding(u: {
  idmeVerified: boolean;
  manualReviewStatus: ManualReviewStatus;
}): {
  idmeVerified: boolean;
  manualReviewStatus: z.infer<typeof publicReviewStatusSchema>;
} {
  const pending = u.manualReviewStatus === 'pending';
  return {
    idmeVerified: pending && u.idmeVerified,
    manualReviewStatus: pending ? 'pending' : 'none',
  };
}

/**
 * The signed-in user as the API returns it (GET /api/user, login, register). Never carries the
 * password hash: the response schema decides what leaves the server. Fields owned by later issues
 * (payouts, identity) are present with their defaults so the client reads one shape.
 */
export const currentUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  lastVerificationSent: z.string().nullable(),
  profileImage: z.string().nullable(),
  bio: z.string().nullable(),
  isAdmin: z.boolean(),
  isHost: z.boolean(),
  is_host: z.boolean(),
  isVerifiedHost: z.boolean(),
  becameHostAt: z.string().nullable(),
  createdAt: z.string(),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  eventStreak: z.number().int(),
  level: z.number().int(),
  achievements: z.array(z.string()),
  hostExperience: z.string().nullable(),
  hostExpertiseArea: z.string().nullable(),
  hostEventsHosted: z.string().nullable(),
  hostInterests: z.string().nullable(),
  idmeVerified: z.boolean(),
  idmeVerificationStatus: z.string().nullable(),
  idmeUserId: z.string().nullable(),
  idmeVerificationDate: z.string().nullable(),
  manualReviewStatus: manualReviewStatusSchema,
  stripeConnectId: z.string().nullable(),
  stripeConnectStatus: z.string().nullable(),
  stripeConnectOnboardingComplete: z.boolean(),
  marketingPreferences: z.object({ emails: z.boolean(), sms: z.boolean() }),
  cookieConsent: z.object({
    statistics: z.boolean(),
    marketing: z.boolean(),
    /** When the user last chose; null until they have (both then read as off). */
    savedAt: z.string().nullable(),
  }),
  verifiedFullName: z.string().nullable(),
  verifiedDocumentType: z.string().nullable(),
  verifiedDocumentIssuer: z.string().nullable(),
  verifiedDocumentExpiry: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/**
 * What anyone may see of another user (GET /api/users/:id): never email, payout or identity data;
 * the review state only as `publicStanding` gives it.
 */
export const publicUserSchema = currentUserSchema
  .extend({
    idmeVerified: z.boolean(),
    manualReviewStatus: publicReviewStatusSchema,
  })
  .pick({
    id: true,
    name: true,
    username: true,
    profileImage: true,
    bio: true,
    isAdmin: true,
    isHost: true,
    is_host: true,
    isVerifiedHost: true,
    becameHostAt: true,
    createdAt: true,
    rating: true,
    reviewCount: true,
    eventStreak: true,
    level: true,
    achievements: true,
    idmeVerified: true,
    manualReviewStatus: true,
  });
export type PublicUser = z.infer<typeof publicUserSchema>;

export const resendVerificationResponseSchema = z.object({
  message: z.string(),
  error: z.string().optional(),
  user: currentUserSchema.optional(),
});
