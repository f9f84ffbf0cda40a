// What other modules may use of hosts: its routes and its reaction to identity webhooks.
export { onIdentityWebhooks } from './identity-webhooks.ts';
export { hostRoutes } from './routes.ts';
