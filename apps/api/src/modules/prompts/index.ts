// Conversation prompts: the questions a host steps through at the table (decision 066); a
// dinner's prompts are read for table mode's page too (decision 074).
export { eventPrompts } from './prompts-service.ts';
export { promptsRoutes } from './routes.ts';
