import { z } from 'zod';
import { boundedText, pathId } from './text.ts';
import { currentUserSchema, manualReviewStatusSchema } from './user.ts';

export const adminUserIdSchema = pathId('Invalid user id');

/** POST /api/admin/approve-host-application/:userId */
export const hostApplicationDecisionSchema = z.object({
  status: z.enum(['approved', 'rejected'], "Status must be 'approved' or 'rejected'"),
});
export type HostApplicationDecision = z.infer<typeof hostApplicationDecisionSchema>;

/** POST /api/admin/verify-user/:userId */
export const hostVerificationDecisionSchema = z.object({
  status: z.enum(['verified', 'rejected'], "Status must be 'verified' or 'rejected'"),
});
export type HostVerificationDecision = z.infer<typeof hostVerificationDecisionSchema>;

/** Every kind of admin action the audit log records (the table's enum reads this list). */
export const ADMIN_AUDIT_ACTIONS = [
  'approve_host_application',
  'reject_host_application',
  'verify_host',
  'reject_host_verification',
  'delete_user',
  'delete_connect_account',
  'cleanup_connect_accounts',
  'send_email_again',
] as const;
export const adminAuditActionSchema = z.enum(ADMIN_AUDIT_ACTIONS);
export type AdminAuditAction = z.infer<typeof adminAuditActionSchema>;

/** One admin action: who did what to whom, and when. */
export const adminAuditEntrySchema = z.object({
  id: z.number().int(),
  action: adminAuditActionSchema,
  actorId: z.number().int().nullable(),
  /** The admin's username, or null once that account is gone. */
  actorName: z.string().nullable(),
  targetUserId: z.number().int().nullable(),
  targetLabel: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

/** GET /api/admin/users/:id/audit, newest first. */
export const adminAuditListSchema = z.array(adminAuditEntrySchema);

/** One user in the admin's lists. */
export const adminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  profileImage: z.string().nullable(),
  createdAt: z.string(),
  emailVerified: z.boolean(),
  isAdmin: z.boolean(),
  isHost: z.boolean(),
  isVerifiedHost: z.boolean(),
  idmeVerified: z.boolean(),
  manualReviewStatus: manualReviewStatusSchema,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** What the admin's review dialog shows of one applicant: answers, verification outcome, history. */
export const hostReviewItemSchema = adminUserSchema
  .extend(
    currentUserSchema.pick({
      hostExperience: true,
      hostExpertiseArea: true,
      hostEventsHosted: true,
      hostInterests: true,
      idmeVerificationStatus: true,
      idmeVerificationDate: true,
      verifiedFullName: true,
      verifiedDocumentType: true,
      verifiedDocumentIssuer: true,
      verifiedDocumentExpiry: true,
    }).shape,
  )
  .extend({ audit: adminAuditListSchema });
export type HostReviewItem = z.infer<typeof hostReviewItemSchema>;

/** GET /api/admin/pending-host-applications and /pending-host-verifications */
export const hostReviewListSchema = z.array(hostReviewItemSchema);

export const ADMIN_USERS_PAGE_SIZE = 20;
export const ADMIN_SEARCH_MAX = 100;

/** GET /api/admin/users?search=&page= */
export const adminUsersQuerySchema = z.object({
  search: boundedText(ADMIN_SEARCH_MAX, 'Search is too long').trim().optional(),
  page: z.coerce
    .number('Invalid page')
    .int('Invalid page')
    .min(1, 'Invalid page')
    .max(100_000, 'Invalid page')
    .optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUsersResponseSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

/** Answer of DELETE /api/admin/users/:id. */
export const adminActionResponseSchema = z.object({ message: z.string() });

/** Answers of the host decisions: the message and the user as the decision left them. */
export const hostDecisionResponseSchema = z.object({
  message: z.string(),
  user: adminUserSchema,
});
export type HostDecisionResponse = z.infer<typeof hostDecisionResponseSchema>;

export const ADMIN_MESSAGES = {
  applicationApproved: 'Host application approved',
  applicationRejected: 'Host application rejected',
  hostVerified: 'Host verified',
  verificationRejected: 'Host verification rejected',
  userDeleted: 'User deleted',
  userNotFound: 'User not found',
  noPendingApplication: 'This user has no pending host application',
  noPendingVerification: 'This user has no identity verification awaiting review',
} as const;
