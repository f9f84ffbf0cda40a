import { z } from 'zod';
import { pathId } from './text.ts';

/** GET /healthz: the process answers. */
export const healthResponseSchema = z.object({ status: z.literal('ok') });

/** What GET /readyz checks (database, migrations, workers), each 'ok' or what is wrong with it. */
export const readinessChecksSchema = z.object({
  database: z.string(),
  migrations: z.string(),
  workers: z.string(),
});
export type ReadinessChecks = z.infer<typeof readinessChecksSchema>;

/** GET /readyz, 200. */
export const readyResponseSchema = z.object({
  status: z.literal('ready'),
  checks: readinessChecksSchema,
});

/** GET /readyz, 503: the error shape, naming the failing part. */
export const notReadyResponseSchema = z.object({
  message: z.string(),
  error: z.string(),
  code: z.literal('NOT_READY'),
  checks: readinessChecksSchema,
});

/** Shown for every request that meets the database out of reach (a 503 with Retry-After). */
export const UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a moment.';

export const emailIdSchema = pathId('Invalid email id');

/** One email of the outbox as the operator's view shows it. */
export const operationsEmailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  /** The last failed try's reason. */
  error: z.string().nullable(),
  createdAt: z.string(),
  failedAt: z.string().nullable(),
  /** The request that wrote it (null for background work). */
  requestId: z.string().nullable(),
  /** Its one-time link has expired and the body was redacted: it cannot be sent again. */
  redacted: z.boolean(),
});
export type OperationsEmail = z.infer<typeof operationsEmailSchema>;

/** One background worker's last run on one instance. */
export const workerRunSchema = z.object({
  instance: z.string(),
  worker: z.string(),
  lastStartedAt: z.string(),
  lastFinishedAt: z.string(),
  ok: z.boolean(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
  lastOkAt: z.string().nullable(),
  runs: z.number().int(),
  failures: z.number().int(),
  /** How often it runs: a last run older than twice this means the worker has stopped. */
  everySeconds: z.number().int(),
});
export type WorkerRun = z.infer<typeof workerRunSchema>;

/** Failed emails the operator's view lists, newest first. */
export const OPERATIONS_FAILED_EMAILS_MAX = 50;

/** GET /api/admin/operations */
export const operationsOverviewSchema = z.object({
  emails: z.object({
    /** Due or waiting for a retry, not given up on. */
    waiting: z.number().int(),
    /** How long the oldest due email has waited, in seconds; null when none is due. */
    oldestDueSeconds: z.number().int().nullable(),
    failed: z.number().int(),
  }),
  failedEmails: z.array(operationsEmailSchema),
  workers: z.array(workerRunSchema),
});
export type OperationsOverview = z.infer<typeof operationsOverviewSchema>;

/** POST /api/admin/emails/:id/send-again */
export const sendAgainResponseSchema = z.object({
  message: z.string(),
  email: operationsEmailSchema,
});

export const OPERATIONS_MESSAGES = {
  emailQueued: 'The email is queued to be sent once more.',
  emailNotFound: 'Email not found',
  emailNotFailed: 'Only an email that failed can be sent again.',
  emailRedacted:
    'This email held a one-time link that has expired, so it cannot be sent again. Ask the person to request a new link.',
} as const;

/** A worker whose last run is older than twice its interval (plus a minute) has stopped. */
export function workerIsLate(run: Pick<WorkerRun, 'lastStartedAt' | 'everySeconds'>, now: number) {
  const age = now - new Date(run.lastStartedAt).getTime();
  return age > (2 * run.everySeconds + 60) * 1000;
}
