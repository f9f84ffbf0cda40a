// Conversation prompts: the questions a host steps through at the table (decision 066).

export { eventPrompts } from './prompts-service.ts';
export { promptsRoutes } from './routes.ts';
