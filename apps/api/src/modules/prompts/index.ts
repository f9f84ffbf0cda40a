// Conversation prompts: the questions a host steps through at the table (decision 066).
export { promptsRoutes } from './routes.ts';
export { eventPrompts } from './prompts-service.ts';
