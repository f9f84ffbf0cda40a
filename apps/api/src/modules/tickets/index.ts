// What other modules may use of tickets: a new seat's ticket (reservations, the demo seed), the
// ticket of a seat confirmed before tickets existed, the host's table (table mode's page, decision
// 074) and the routes.

export { dinnerTable } from './check-in-service.ts';
export { ticketRoutes } from './routes.ts';
export { displayCode, type NewTicket, newTicket } from './ticket-codes.ts';
export { ensureTicket, isTicketClash } from './ticket-repository.ts';
