// What other modules may use of the host's earnings: its route.
export { earningsRoutes } from './routes.ts';
