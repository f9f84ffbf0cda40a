export { queueDueOpeningNotices } from './opening-notices.ts';
export { openingRoutes } from './routes.ts';
