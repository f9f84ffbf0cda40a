import type { Config } from './config/env.ts';
import type { Db } from './db/client.ts';
import type { Mailer } from './modules/email/mailer.ts';

/** What every service gets: built once in app.ts, passed explicitly (no globals). */
export interface AppDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
