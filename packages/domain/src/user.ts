import { z } from 'zod';

export const manualReviewStatusSchema = z.enum([
  'none',
  'pending',
  'approved',
  'rejected',
  'verified',
]);

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
  cookieConsent: z.object({ statistics: z.boolean(), marketing: z.boolean() }),
  verifiedFullName: z.string().nullable(),
  verifiedDocumentType: z.string().nullable(),
  verifiedDocumentIssuer: z.string().nullable(),
  verifiedDocumentExpiry: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** What anyone may see of another user (GET /api/users/:id): never email, payout or identity data. */
export const publicUserSchema = currentUserSchema.pick({
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
