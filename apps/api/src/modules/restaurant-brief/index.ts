// The restaurant brief: 48 hours before a dinner, the headcount and names to its host and to
// the restaurant email kept on the dinner (decision 058).
export { sendDueBriefs } from './brief-sweep.ts';
export { restaurantBriefRoutes } from './routes.ts';
