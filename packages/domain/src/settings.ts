import { z } from 'zod';
import { newPasswordSchema, PASSWORD_MAX, validEmail } from './auth.ts';
import { BIO_MAX, SETTINGS_MESSAGES } from './settings-messages.ts';
import { boundedText } from './text.ts';
import { currentUserSchema } from './user.ts';

const currentPassword = boundedText(200).pipe(
  z.string().min(1, SETTINGS_MESSAGES.CURRENT_PASSWORD_REQUIRED),
);

/** POST /api/user/bio: an empty bio clears it. */
export const bioSchema = z.object({
  bio: boundedText(BIO_MAX * 2, SETTINGS_MESSAGES.BIO_TOO_LONG)
    .trim()
    .max(BIO_MAX, SETTINGS_MESSAGES.BIO_TOO_LONG),
});
export type BioInput = z.infer<typeof bioSchema>;

/** POST /api/user/password; the same object drives the settings form. */
export const changePasswordSchema = z
  .object({
    currentPassword,
    newPassword: newPasswordSchema,
    confirmPassword: boundedText(PASSWORD_MAX),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: SETTINGS_MESSAGES.PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** POST /api/user/email: the new address must be confirmed from a link sent to it. */
export const changeEmailSchema = z
  .object({
    currentPassword,
    newEmail: validEmail,
    confirmEmail: boundedText(254).trim().toLowerCase(),
  })
  .refine((v) => v.newEmail === v.confirmEmail, {
    message: SETTINGS_MESSAGES.EMAILS_DO_NOT_MATCH,
    path: ['confirmEmail'],
  });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

/** GET /api/confirm-email-change?token=: opened from the email, so a bad token still redirects. */
export const confirmEmailChangeQuerySchema = z.object({
  token: boundedText(200).optional().catch(undefined),
});

/** DELETE /api/user: the current password, typed again. */
export const deleteAccountSchema = z.object({ currentPassword });
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** POST /api/user/preferences */
export const preferencesSchema = z.object({
  marketingEmails: z.boolean(),
  marketingSms: z.boolean(),
});
export type PreferencesInput = z.infer<typeof preferencesSchema>;

/** POST /api/user/cookie-consent */
export const cookieConsentSchema = z.object({
  consent: z.object({ statistics: z.boolean(), marketing: z.boolean() }),
});
export type CookieConsentInput = z.infer<typeof cookieConsentSchema>;

/** What the settings endpoints that change the user answer: a message and the user as now. */
export const userUpdatedResponseSchema = z.object({
  message: z.string(),
  user: currentUserSchema,
});
export type UserUpdatedResponse = z.infer<typeof userUpdatedResponseSchema>;

const money = z.number().int();
const iso = z.string();

/**
 * GET /api/user/export-data: everything held about the user, as a JSON download. Never a
 * password hash, a token, a session id or card data.
 */
export const exportDataSchema = z.object({
  exportedAt: iso,
  account: currentUserSchema.omit({ idmeUserId: true, stripeConnectId: true }).extend({
    pendingEmail: z.string().nullable(),
  }),
  reservations: z.array(
    z.object({
      id: z.number().int(),
      eventId: z.number().int(),
      eventTitle: z.string(),
      eventDate: iso,
      status: z.enum(['confirmed', 'cancelled']),
      amountPaid: money,
      reservedAt: iso,
      cancelledAt: iso.nullable(),
      refundStatus: z.string().nullable(),
      refundedAt: iso.nullable(),
    }),
  ),
  hostedEvents: z.array(
    z.object({ id: z.number().int(), title: z.string(), date: iso, active: z.boolean() }),
  ),
  reviews: z.array(
    z.object({
      eventId: z.number().int(),
      rating: z.number(),
      text: z.string().nullable(),
      date: iso,
    }),
  ),
  following: z.array(z.object({ hostId: z.number().int(), name: z.string() })),
  newsletter: z.object({ subscribed: z.boolean() }),
  sessions: z.array(z.object({ createdAt: iso, expiresAt: iso })),
});
export type ExportData = z.infer<typeof exportDataSchema>;
