// What other modules may use of the guest list: its route.
export { guestListRoutes } from './routes.ts';
