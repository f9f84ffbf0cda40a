// Messages to guests: a host writes to their dinner's table, a guest replies (decision 056).
export { messageRoutes } from './routes.ts';
