import { z } from 'zod';
import { boundedText } from './text.ts';

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
