import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { APP_NAME_DEFAULT, type PaymentsMode, PUBLISHABLE_KEY_PATTERN } from '@storytable/domain';
import { z } from 'zod';

const bool = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    HOST: z.string().min(1).optional(),
    APP_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .refine((v) => URL.canParse(v), 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).optional(),
    SEED_DEMO: bool.default(true),
    APP_NAME: z.string().min(1).default(APP_NAME_DEFAULT),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    WEB_DIST: z.string().optional(),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'must start with sk_test_ or sk_live_')
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(PUBLISHABLE_KEY_PATTERN, 'must start with pk_test_ or pk_live_')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\S+$/, 'must start with whsec_')
      .optional(),
    /** Another Stripe API base (a local fake or stripe-mock), e.g. http://127.0.0.1:12111 */
    STRIPE_API_URL: z.url().optional(),
    /** `stripe` or `simulated`; unset: stripe when keys are set, else simulated (never in production). */
    PAYMENTS_MODE: z.enum(['stripe', 'simulated']).optional(),
    /** Sign-ups allowed per client address per hour (the test harness raises it). */
    SIGNUPS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(10),
    /** The journeys' controlled clock (decision 069): a request's test time and the test routes. */
    TEST_CLOCK: bool.default(false),
    /** Proxies whose X-Forwarded-* headers are believed: a hop count or addresses/CIDRs. Unset: none. */
    TRUST_PROXY: z
      .string()
      .regex(
        /^(\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
        'must be a hop count (e.g. 1) or comma-separated addresses or CIDR ranges',
      )
      .optional(),
    /** Bearer token that GET /metrics requires; unset: /metrics answers 404. */
    METRICS_TOKEN: z
      .string()
      .regex(/^[\x21-\x7e]{16,200}$/, 'must be 16 to 200 visible ASCII characters')
      .optional(),
    /** S3-compatible image storage (decision 025): all of bucket, region and keys, or none. */
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name (3 to 63 lowercase letters, digits, dots and hyphens)',
      )
      .optional(),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, 'must be a region name, e.g. eu-west-1 (R2: auto)')
      .optional(),
    /** Another S3 API base (MinIO, R2, a local fake), addressed path-style. */
    S3_ENDPOINT: z
      .url({ protocol: /^https?$/ })
      .max(500)
      .optional(),
    S3_ACCESS_KEY_ID: z.string().max(200).optional(),
    S3_SECRET_ACCESS_KEY: z.string().max(200).optional(),
    /** Prepended to every object key, e.g. `storytable/images`. */
    S3_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9._/-]{1,200}$/, 'must be letters, digits, dots, hyphens and slashes')
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.NODE_ENV === 'production' && v.TEST_CLOCK) {
      ctx.addIssue({
        code: 'custom',
        path: ['TEST_CLOCK'],
        message: 'is for tests, never production',
      });
    }
    if (v.NODE_ENV === 'production' && !v.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required in production',
      });
    }
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.STRIPE_SECRET_KEY && !v.STRIPE_PUBLISHABLE_KEY) {
      issue('STRIPE_PUBLISHABLE_KEY', 'is required when STRIPE_SECRET_KEY is set');
    }
    if (v.STRIPE_PUBLISHABLE_KEY && !v.STRIPE_SECRET_KEY) {
      issue('STRIPE_SECRET_KEY', 'is required when STRIPE_PUBLISHABLE_KEY is set');
    }
    if (v.STRIPE_SECRET_KEY && v.NODE_ENV === 'production' && !v.STRIPE_WEBHOOK_SECRET) {
      issue('STRIPE_WEBHOOK_SECRET', 'is required in production when STRIPE_SECRET_KEY is set');
    }
    if (v.PAYMENTS_MODE === 'stripe' && !v.STRIPE_SECRET_KEY) {
      issue('STRIPE_SECRET_KEY', 'is required when PAYMENTS_MODE is stripe');
    }
    if (v.NODE_ENV === 'production' && !v.STRIPE_SECRET_KEY && v.PAYMENTS_MODE !== 'simulated') {
      issue(
        'STRIPE_SECRET_KEY',
        'is required in production (set PAYMENTS_MODE=simulated on purpose to run a demo with no real payments)',
      );
    }
    const liveSecret = v.STRIPE_SECRET_KEY?.includes('_live_');
    const livePublishable = v.STRIPE_PUBLISHABLE_KEY?.includes('_live_');
    if (v.STRIPE_SECRET_KEY && v.STRIPE_PUBLISHABLE_KEY && liveSecret !== livePublishable) {
      issue(
        'STRIPE_PUBLISHABLE_KEY',
        'must be from the same mode (test or live) as STRIPE_SECRET_KEY',
      );
    }
    const s3Required = [
      'S3_BUCKET',
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ] as const;
    const s3Given = Object.keys(v).filter((key) => key.startsWith('S3_'));
    if (s3Given.length) {
      for (const key of s3Required.filter((k) => !v[k])) {
        issue(
          key,
          `is required when ${s3Given.join(', ')} ${s3Given.length > 1 ? 'are' : 'is'} set (S3 image storage needs ${s3Required.join(', ')})`,
        );
      }
    }
  });

/** Where S3-compatible image storage is, when configured. */
export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** '' or ends with '/'. */
  prefix: string;
}

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  appUrl: string;
  appName: string;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  seedDemo: boolean;
  logLevel: string;
  webDist: string | undefined;
  /** PAYMENTS_MODE, else 'stripe' when STRIPE_SECRET_KEY is set, otherwise the offline simulated gateway. */
  paymentsMode: PaymentsMode;
  /** Production on the simulated gateway (PAYMENTS_MODE=simulated): every page says no payment is real. */
  demoMode: boolean;
  /** Serve the NOTIFY-invalidated read caches; the test harness turns them off to read through. */
  readCaches: boolean;
  /** Sign-ups allowed per client address per hour (SIGNUPS_PER_HOUR). */
  signupsPerHour: number;
  /** TEST_CLOCK: requests may carry a test time and the test routes exist (decision 069). */
  testClock: boolean;
  /** Interval work on this instance (refund sweep, housekeeping); the test harness turns it off. */
  backgroundJobs: boolean;
  /** How long one Stripe API call may take before it is tried again; unset: the gateway's 10 s. */
  stripeTimeoutMs?: number;
  /** Waits between an email's tries; unset: the product's (platform/email/delivery.ts). Tests shorten them. */
  emailRetryDelaysMs?: readonly number[];
  /** Fastify's trustProxy: false (default), a hop count, or the proxies' addresses. */
  trustProxy: false | number | string[];
  stripeSecretKey: string | undefined;
  /** Sent to the browser by GET /api/config; null in simulated mode. */
  stripePublishableKey: string | null;
  /** Verifies webhook signatures (and signs the simulated gateway's own webhooks). */
  stripeWebhookSecret: string;
  stripeApiUrl: string | undefined;
  /** S3-compatible image storage (S3_*); null: images live in the database. */
  s3: S3Config | null;
  /** GET /metrics's bearer token (METRICS_TOKEN); undefined: /metrics is off. */
  metricsToken: string | undefined;
};

export class ConfigError extends Error {}

/** The only reader of process.env. Throws ConfigError listing every problem at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const v = parsed.data;
  const isProduction = v.NODE_ENV === 'production';
  const dataDir = resolve(v.DATA_DIR);
  const host = v.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1');
  const paymentsMode: PaymentsMode =
    v.PAYMENTS_MODE ?? (v.STRIPE_SECRET_KEY ? 'stripe' : 'simulated');
  const appUrl = (v.APP_URL ?? `http://localhost:${v.PORT}`).replace(/\/$/, '');
  return {
    nodeEnv: v.NODE_ENV,
    isProduction,
    port: v.PORT,
    host,
    appUrl,
    appName: v.APP_NAME,
    dataDir,
    databaseUrl: v.DATABASE_URL,
    sessionSecret:
      v.SESSION_SECRET ??
      localSecret(dataDir, 'session-secret', () => randomBytes(48).toString('base64url')),
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM ?? `${v.APP_NAME} <no-reply@storytable.app>`,
    seedDemo: v.SEED_DEMO && !isProduction,
    logLevel: v.LOG_LEVEL,
    webDist: v.WEB_DIST,
    paymentsMode,
    demoMode: isProduction && paymentsMode === 'simulated',
    trustProxy: parseTrustProxy(v.TRUST_PROXY),
    signupsPerHour: v.SIGNUPS_PER_HOUR,
    testClock: v.TEST_CLOCK,
    backgroundJobs: true,
    readCaches: true,
    stripeSecretKey: v.STRIPE_SECRET_KEY,
    stripePublishableKey: v.STRIPE_PUBLISHABLE_KEY ?? null,
    stripeWebhookSecret:
      v.STRIPE_WEBHOOK_SECRET ??
      localSecret(
        dataDir,
        'stripe-webhook-secret',
        () => `whsec_${randomBytes(32).toString('hex')}`,
      ),
    stripeApiUrl: v.STRIPE_API_URL,
    s3: parseS3(v),
    metricsToken: v.METRICS_TOKEN,
  };
}

function parseS3(v: z.infer<typeof envSchema>): S3Config | null {
  if (!v.S3_BUCKET || !v.S3_REGION || !v.S3_ACCESS_KEY_ID || !v.S3_SECRET_ACCESS_KEY) return null;
  const prefix = v.S3_PREFIX?.replace(/^\/+|\/+$/g, '');
  return {
    bucket: v.S3_BUCKET,
    region: v.S3_REGION,
    endpoint: v.S3_ENDPOINT,
    accessKeyId: v.S3_ACCESS_KEY_ID,
    secretAccessKey: v.S3_SECRET_ACCESS_KEY,
    prefix: prefix ? `${prefix}/` : '',
  };
}

function parseTrustProxy(value: string | undefined): false | number | string[] {
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  return value.split(',').map((a) => a.trim());
}

/**
 * A secret the environment does not give (session secret outside production, the simulated
 * gateway's webhook secret) is generated once and kept in DATA_DIR, so it survives restarts. Written to a temporary file and
 * renamed, so a concurrent start never reads a half-written secret.
 */
function localSecret(dataDir: string, name: string, generate: () => string): string {
  const file = resolve(dataDir, name);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing) return existing;
  } catch {
    // not there yet
  }
  mkdirSync(dataDir, { recursive: true });
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, generate(), { mode: 0o600 });
  renameSync(tmp, file);
  return readFileSync(file, 'utf8').trim();
}
