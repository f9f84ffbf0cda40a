import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { APP_NAME_DEFAULT } from '@storytable/domain';
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
      .optional(),
    MAIL_FROM: z.string().min(3).optional(),
    SEED_DEMO: bool.default(true),
    APP_NAME: z.string().min(1).default(APP_NAME_DEFAULT),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    WEB_DIST: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.NODE_ENV === 'production' && !v.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required in production',
      });
    }
  });

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
    sessionSecret: v.SESSION_SECRET ?? localSessionSecret(dataDir),
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM ?? `${v.APP_NAME} <no-reply@storytable.app>`,
    seedDemo: v.SEED_DEMO && !isProduction,
    logLevel: v.LOG_LEVEL,
    webDist: v.WEB_DIST,
  };
}

/** Outside production the secret is generated once and kept in DATA_DIR, so sessions survive restarts. */
function localSessionSecret(dataDir: string): string {
  const file = resolve(dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
