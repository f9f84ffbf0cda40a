import type { AppDeps } from '../../app-deps.ts';

/** What the reservation services use of the app's dependencies. */
export type ReservationDeps = Pick<
  AppDeps,
  'db' | 'payments' | 'mailer' | 'config' | 'eventsCache' | 'eventReads' | 'log' | 'metrics'
>;
