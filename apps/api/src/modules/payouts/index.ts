// What other modules may use of payouts: its routes and its reaction to account webhooks.
export { onAccountWebhooks } from './account-webhooks.ts';
export { payoutsRoutes } from './routes.ts';
