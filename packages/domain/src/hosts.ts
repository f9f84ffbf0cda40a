import { z } from 'zod';
import { boundedText } from './text.ts';

/** Spec section 5, Host application: the web form and POST /api/user/become-host share these. */
export const HOST_APPLICATION_MESSAGES = {
  experienceShort: 'Please provide more details about your experience',
  experienceLong: 'Experience description is too long',
  expertiseShort: "Please describe what you're knowledgeable about",
  expertiseLong: 'Expertise area description is too long',
  eventsHostedShort: "Please provide the number of events you've hosted",
  eventsHostedLong: 'This field is too long',
  interestsShort: 'Please describe your culinary interests',
  interestsLong: 'Interests description is too long',
} as const;
const M = HOST_APPLICATION_MESSAGES;

/** Trimmed text of min..max characters; anything far longer is refused before trimming. */
const answer = (min: number, max: number, tooShort: string, tooLong: string) =>
  boundedText(max * 2, tooLong, tooShort)
    .trim()
    .min(min, tooShort)
    .max(max, tooLong);

export const hostApplicationSchema = z.object({
  experience: answer(10, 500, M.experienceShort, M.experienceLong),
  expertiseArea: answer(5, 200, M.expertiseShort, M.expertiseLong),
  eventsHosted: answer(1, 50, M.eventsHostedShort, M.eventsHostedLong),
  interests: answer(5, 200, M.interestsShort, M.interestsLong),
});
export type HostApplication = z.infer<typeof hostApplicationSchema>;

/** Refusals of POST /api/user/become-host. */
export const HOST_APPLICATION_REFUSALS = {
  admin: 'Admins cannot apply to become hosts',
  alreadyHost: 'You are already a host',
  alreadyPending: 'Your host application is already pending review',
  emailUnverified: 'Please verify your email address before applying to become a host',
} as const;

export const HOST_APPLICATION_SUBMITTED =
  'Application submitted. Please complete identity verification.';

/** POST /api/user/become-host */
export const hostApplicationResponseSchema = z.object({
  message: z.string(),
  manualReviewStatus: z.literal('pending'),
});
export type HostApplicationResponse = z.infer<typeof hostApplicationResponseSchema>;

/** Stripe Identity `requires_input` error codes of a failed document check (last_error.code). */
export const IDENTITY_FAILURE_CODES = [
  'document_expired',
  'document_unverified_other',
  'document_type_not_supported',
  'selfie_face_mismatch',
  'selfie_manipulated',
  'consent_declined',
  'under_supported_age',
] as const;

/** What the simulated gateway's hosted identity page lets a tester choose. */
export const simulatedIdentityOutcomeSchema = z.enum(
  ['verified', 'processing', ...IDENTITY_FAILURE_CODES],
  'Choose a verification outcome',
);
export type SimulatedIdentityOutcome = z.infer<typeof simulatedIdentityOutcomeSchema>;

/** The message the verification popup posts to the page that opened it. */
export const VERIFICATION_COMPLETE_MESSAGE = { type: 'VERIFICATION_COMPLETE' } as const;

/** A name's words, lower case, without accents or punctuation ('Núñez-Ruiz' -> nunez, ruiz). */
function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * Whether the name an identity document carries can be the account's: every word of the account
 * name is a word of the document's (case, accents, punctuation and order aside; a document may
 * add middle names). No document name is nothing to flag. The admin's review dialog flags a
 * mismatch; it never decides.
 */
export function documentNameMatches(accountName: string, documentName: string | null): boolean {
  if (!documentName?.trim()) return true;
  const onDocument = new Set(nameWords(documentName));
  return nameWords(accountName).every((word) => onDocument.has(word));
}
