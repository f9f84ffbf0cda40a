// What other modules may use of search: its routes, the word table's clean-up, and the tuned
// scorer's caches the app builds once (AppDeps).
export { searchRoutes } from './routes.ts';
export { deleteStartedWordEvents } from './search-repository.ts';
export { FieldScores } from './tuned/fuzzy.ts';
export { MatchTexts } from './tuned/match-text.ts';
