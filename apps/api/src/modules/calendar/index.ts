// What other modules may use of calendar: its routes (decision 048).
export { calendarRoutes } from './routes.ts';
