// Requests to join (decision 068): its routes, its sweep and its webhook.
export { onRequestWebhooks } from './payment-authorized.ts';
export { expireRequests } from './request-expiry.ts';
export { requestRoutes } from './routes.ts';
