import { boundedText, newPasswordSchema, PASSWORD_MAX } from '@storytable/domain';
import { z } from 'zod';

const currentPassword = boundedText(PASSWORD_MAX).pipe(
  z.string().min(1, 'Current password is required'),
);

/** The password tab (spec section 5, Change password). */
export const changePasswordFormSchema = z
  .object({
    currentPassword,
    newPassword: newPasswordSchema,
    confirmPassword: boundedText(PASSWORD_MAX),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** The email tab (spec section 5, Change email). */
export const changeEmailFormSchema = z
  .object({
    currentPassword,
    newEmail: boundedText(254).pipe(z.email('Please enter a valid email address')),
    confirmEmail: boundedText(254),
  })
  .refine((v) => v.newEmail.toLowerCase() === v.confirmEmail.toLowerCase(), {
    message: 'Email addresses do not match',
    path: ['confirmEmail'],
  });
export type ChangeEmailForm = z.infer<typeof changeEmailFormSchema>;
