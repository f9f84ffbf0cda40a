// What other modules may use of the guest list: its route, and the confirmed guests as it
// counts them (the restaurant brief reads them, decision 058).
export { confirmedTable } from './guest-list-service.ts';
export { guestListRoutes } from './routes.ts';
