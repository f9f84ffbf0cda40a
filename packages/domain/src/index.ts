export * from './auth.ts';
export * from './constants.ts';
export * from './errors.ts';
export * from './money.ts';
export * from './newsletter.ts';
export * from './roles.ts';
export * from './user.ts';
