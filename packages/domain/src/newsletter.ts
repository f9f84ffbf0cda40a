import { z } from 'zod';
import { boundedText } from './text.ts';

/** Client rule of spec section 5: non-empty, with an @ and a dot. The server is stricter. */
export function looksLikeEmail(email: string): boolean {
  const v = email.trim();
  return v.length > 0 && v.includes('@') && v.includes('.');
}

export const newsletterSubscribeSchema = z.object({
  email: boundedText(254, 'Please enter a valid email address')
    .trim()
    .toLowerCase()
    .pipe(z.email('Please enter a valid email address')),
});
export const newsletterSubscribeResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
});

export const NEWSLETTER_MESSAGES = {
  SUBSCRIBED: 'Thanks for subscribing to our newsletter',
} as const;
