export { followRoutes } from './routes.ts';
