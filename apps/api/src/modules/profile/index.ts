// What other modules may use of profile: its routes and account removal (with the bookings it
// closes), which the admin's user removal calls.
export { removeAccount } from './account-removal.ts';
export { hostPageRoutes } from './host-page-routes.ts';
export { profileRoutes } from './routes.ts';
