// What other modules may use of admin: its routes and the audit log of admin actions.
export { recordAdminAction } from './audit-log.ts';
export { adminRoutes } from './routes.ts';
