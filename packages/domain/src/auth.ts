import { z } from 'zod';
import { boundedText } from './text.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 100;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
/** Letters, digits, dot, underscore and hyphen: never an `@`, so no username looks like an email. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
export const EMAIL_MAX = 254;
export const NAME_MAX = 100;
const USERNAME_TOO_LONG = 'Username must not exceed 30 characters';
const NAME_TOO_LONG = 'Name must not exceed 100 characters';

export const loginSchema = z.object({
  // the username field also takes an email address; older accounts may predate today's rules
  username: boundedText(EMAIL_MAX).pipe(z.string().trim().min(1, 'Username is required')),
  password: boundedText(200).pipe(z.string().min(1, 'Password is required')),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** A new password: the same rules wherever one is chosen (sign-up, reset page, settings). */
export const newPasswordSchema = boundedText(
  PASSWORD_MAX,
  'Password must not exceed 100 characters',
)
  .min(PASSWORD_MIN, 'Password must be at least 8 characters')
  .max(PASSWORD_MAX, 'Password must not exceed 100 characters');

/**
 * A dinner's page, the only place a verification link may return to (decision 050): never
 * another site, never a page that needs more than the link proves.
 */
export const DINNER_PATH = /^\/events?\/[1-9]\d{0,9}$/;
const RETURN_PATH_MAX = 20;

export const registerSchema = z.object({
  // the slack lets surrounding spaces be trimmed before the length rule
  username: boundedText(USERNAME_MAX + 20, USERNAME_TOO_LONG).pipe(
    z
      .string()
      .trim()
      .min(USERNAME_MIN, 'Username must be at least 3 characters')
      .max(USERNAME_MAX, USERNAME_TOO_LONG)
      .regex(
        USERNAME_PATTERN,
        'Username can only contain letters, numbers, dots, underscores and hyphens',
      ),
  ),
  password: newPasswordSchema,
  name: boundedText(NAME_MAX * 2, NAME_TOO_LONG)
    .trim()
    .min(1, 'Name is required')
    .max(NAME_MAX, NAME_TOO_LONG),
  email: boundedText(EMAIL_MAX, 'Invalid email address')
    .trim()
    .toLowerCase()
    .pipe(z.email('Invalid email address')),
  termsAgreed: z.literal(true, 'You must agree to the Terms of Service and Privacy Policy'),
  /** The dinner a guest signed up from ('Sign up to Reserve'): the emailed link returns there. */
  returnTo: z.string().max(RETURN_PATH_MAX).regex(DINNER_PATH, 'Invalid return address').optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const validEmail = boundedText(EMAIL_MAX, 'Please enter a valid email address')
  .trim()
  .toLowerCase()
  .pipe(z.email('Please enter a valid email address'));

export const resetRequestSchema = z.object({ email: validEmail });
export type ResetRequestInput = z.infer<typeof resetRequestSchema>;

/** The reset page form: password and its confirmation. */
export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: boundedText(PASSWORD_MAX) })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

/**
 * POST /api/auth/reset-password takes both readings of the spec: `{ email }` (the dialog asks for
 * a link) or `{ token, password, confirmPassword }` (the page sets the new password).
 */
export const resetPasswordRequestSchema = z.union([
  z
    .object({
      token: boundedText(200).min(1, 'Reset token is required'),
      password: newPasswordSchema,
      confirmPassword: boundedText(PASSWORD_MAX),
    })
    .refine((v) => v.password === v.confirmPassword, {
      message: 'Passwords do not match',
      path: ['confirmPassword'],
    }),
  resetRequestSchema,
]);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const verifyEmailSchema = z.object({ token: boundedText(200).min(1) });

/**
 * GET /api/verify-email is opened from an email, so a missing or bad token must still redirect
 * (to `/?verified=0`) rather than answer JSON: the token is optional at the schema level.
 */
export const verifyEmailQuerySchema = z.object({
  token: boundedText(200).optional().catch(undefined),
  /** Where the link returns once used: a dinner's page only, anything else is dropped. */
  next: z.string().max(RETURN_PATH_MAX).regex(DINNER_PATH).optional().catch(undefined),
});

export const keepAliveResponseSchema = z.object({ success: z.literal(true) });

export const csrfTokenResponseSchema = z.object({
  success: z.literal(true),
  csrfToken: z.string(),
  expiresIn: z.number().int().positive(),
});

export const messageResponseSchema = z.object({
  message: z.string(),
  success: z.boolean().optional(),
});

/** Password strength meter: five rules, each worth 20%. */
export const PASSWORD_RULES = [
  { label: 'At least 8 characters', test: (p: string) => p.length >= 8 },
  { label: 'One uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { label: 'One lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { label: 'One number', test: (p: string) => /[0-9]/.test(p) },
  { label: 'One special character', test: (p: string) => /[^A-Za-z0-9]/.test(p) },
] as const;

export type PasswordStrengthLabel = 'Weak' | 'Medium' | 'Strong';

export function passwordStrength(password: string): {
  percent: number;
  label: PasswordStrengthLabel;
} {
  const passed = PASSWORD_RULES.filter((r) => r.test(password)).length;
  const percent = (passed / PASSWORD_RULES.length) * 100;
  const label: PasswordStrengthLabel = percent < 40 ? 'Weak' : percent < 80 ? 'Medium' : 'Strong';
  return { percent, label };
}
