// What other modules may use of profile: its routes, account removal (with the bookings it
// closes), which the admin's user removal calls, and a public profile (a page's head).
export { removeAccount } from './account-removal.ts';
export { hostPageRoutes } from './host-page-routes.ts';
export { getPublicProfile } from './profile-service.ts';
export { profileRoutes } from './routes.ts';
