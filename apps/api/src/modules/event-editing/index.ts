// What other modules may use of editing a dinner: its route (decision 059).
export { eventEditRoutes } from './routes.ts';
