import { z } from 'zod';

/** 'stripe' when the server holds Stripe keys; otherwise the built-in offline gateway. */
export const paymentsModeSchema = z.enum(['stripe', 'simulated']);
export type PaymentsMode = z.infer<typeof paymentsModeSchema>;

/** Publishable keys reach the browser; anything but a Stripe test or live key fails start-up. */
export const PUBLISHABLE_KEY_PATTERN = /^pk_(test|live)_[A-Za-z0-9]+$/;

/** GET /api/config: what the browser needs to pick Stripe.js or the simulated card form. */
export const paymentsConfigSchema = z.object({
  paymentsMode: paymentsModeSchema,
  publishableKey: z.string().nullable(),
  /** Production running the simulated gateway on purpose: every page shows a demo notice. */
  demoMode: z.boolean(),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;
