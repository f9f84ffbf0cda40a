export * from './email-outbox.ts';
export * from './newsletter.ts';
export * from './one-time-tokens.ts';
export * from './rate-limits.ts';
export * from './sessions.ts';
export * from './users.ts';
