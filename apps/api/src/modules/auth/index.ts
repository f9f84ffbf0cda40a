// What other modules may use of auth: its routes, its emails and the one-time links.
export { accountNoticeEmail, emailChangeEmail } from './auth-emails.ts';
export { useAllTokens } from './one-time-token-repository.ts';
export { CHANGE_EMAIL_TOKEN_TTL_MS, issueToken, redeemToken } from './one-time-tokens.ts';
export { authRoutes } from './routes.ts';
