import type { AppDeps } from '../../app-deps.ts';

/** What requests to join use of the app's dependencies. */
export type RequestDeps = Pick<
  AppDeps,
  'db' | 'payments' | 'mailer' | 'config' | 'eventsCache' | 'metrics' | 'log'
>;
