import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@storytable/domain';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.ts';
import type { Config } from './config/env.ts';
import { type Database, MIGRATIONS_DIR } from './db/client.ts';
import { startLifecycle } from './lifecycle.ts';
import { EventsCache, prepareEventReads } from './modules/events/index.ts';
import { featureRoutes } from './modules/index.ts';
import { FieldScores, MatchTexts } from './modules/search/index.ts';
import { registerPages, sitemapRoutes } from './modules/seo/index.ts';
import { csrfRoutes } from './platform/csrf/routes.ts';
import { createMailer } from './platform/email/mailer.ts';
import { outboxFigures } from './platform/email/outbox-repository.ts';
import { shippedMigrations } from './platform/health/readiness.ts';
import { operationsRoutes } from './platform/health/routes.ts';
import { createImageStore } from './platform/images/create-image-store.ts';
import { Metrics } from './platform/metrics/metrics.ts';
import { registerRequestMetrics } from './platform/metrics/request-metrics.ts';
import {
  childLoggerFactory,
  registerRequestContext,
  requestIdFor,
  requestIdMixin,
} from './platform/observability/request-context.ts';
import { createPaymentGateway } from './platform/payments/create-gateway.ts';
import { paymentsRoutes } from './platform/payments/routes.ts';
import { PaymentEvents } from './platform/payments/webhooks/payment-events.ts';
import { SessionCache } from './platform/sessions/session-cache.ts';
import { prepareSessionLookup } from './platform/sessions/session-repository.ts';
import { Workers } from './platform/workers/workers.ts';
import { csrfGuard } from './plugins/csrf-guard.ts';
import { registerErrorHandler, sendError } from './plugins/error-handler.ts';
import { inputGuard } from './plugins/input-guard.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { recordRoutes } from './plugins/route-registry.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { sessionPlugin } from './plugins/session.ts';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole product as one Fastify instance; server.ts only listens, tests inject. */
export async function buildApp({
  config,
  database,
  logger,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? appLoggerOptions(config),
    childLoggerFactory,
    genReqId: requestIdFor,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1_048_576,
    // closing (SIGTERM), requests on open connections are still served and new connections
    // are refused: no 503 to a request a balancer already sent here
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  recordRoutes(app);
  registerErrorHandler(app);
  registerRequestContext(app);
  const metrics = new Metrics(() => outboxFigures(database.db));
  registerRequestMetrics(app, metrics);

  const provider = createPaymentGateway(config, database.db, app.log);
  const images = await createImageStore(config, database.db, app.log);
  app.addHook('onClose', async () => images.close());
  const deps: AppDeps = {
    config,
    db: database.db,
    dbKind: database.kind,
    mailer: createMailer({
      db: database.db,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: app.log,
      metrics,
      ...(config.emailRetryDelaysMs ? { retryDelaysMs: config.emailRetryDelaysMs } : {}),
    }),
    images,
    payments: provider.gateway,
    paymentEvents: new PaymentEvents(),
    eventsCache: new EventsCache(),
    matchTexts: new MatchTexts(),
    searchScores: new FieldScores(),
    eventReads: prepareEventReads(database.db),
    sessionCache: new SessionCache(prepareSessionLookup(database.db)),
    log: app.log,
    metrics,
    workers: new Workers(database.db, metrics, app.log),
  };
  deps.eventsCache.serve = config.readCaches;
  deps.sessionCache.serve = config.readCaches;
  app.decorate('deps', deps);
  await startLifecycle(app, deps, database, provider);

  await app.register(securityHeaders, { config });
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(sessionPlugin);
  await app.register(csrfGuard);
  await app.register(inputGuard);

  await registerOpenApi(app, config);
  await app.register(operationsRoutes(shippedMigrations(MIGRATIONS_DIR)));
  await app.register(
    async (api) => {
      await api.register(csrfRoutes);
      await api.register(paymentsRoutes);
      if (provider.routes) await api.register(provider.routes);
      await api.register(featureRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(sitemapRoutes);
  await registerWebApp(app, config);
  return app;
}

/** Serves the built React app and falls back to index.html for client routes. */
async function registerWebApp(app: FastifyInstance, config: Config) {
  const root = resolve(config.webDist ?? resolve(import.meta.dirname, '../../web/dist'));
  const hasWeb = existsSync(resolve(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      maxAge: 0,
      // the web build writes .br and .gz beside each asset (apps/web/precompress.ts)
      preCompressed: true,
      // '/' is one of the prerendered pages below
      index: false,
      setHeaders(res, path) {
        // hashed build assets never change; index.html must always be revalidated
        if (path.includes('/assets/'))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  if (hasWeb) await registerPages(app, root);
  app.setNotFoundHandler((request, reply) => {
    const path = decodedPath(request.url);
    if (
      path.startsWith('/api/') ||
      path === '/api' ||
      !hasWeb ||
      request.method !== 'GET' ||
      isFilePath(path)
    ) {
      return sendError(
        reply,
        404,
        ErrorCode.NOT_FOUND,
        `Route ${request.method} ${path} not found`,
      );
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

/** A path naming a file (`/foo.xml`, `/a/b.png`): no page of the app has one, so it is a 404. */
function isFilePath(path: string): boolean {
  return /\.[A-Za-z0-9]+$/.test(path.slice(path.lastIndexOf('/') + 1));
}

/** The path as the router sees it (percent-decoded, without the query); the raw path if malformed. */
function decodedPath(url: string): string {
  const raw = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw).replace(/\/{2,}/g, '/');
  } catch {
    return raw;
  }
}

/** A hop count becomes proxy-addr's per-hop test (Fastify's types only list its other forms). */
function fastifyTrustProxy(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/**
 * The app's logger. Request lines name the path only: a query may carry a one-time token (reset
 * and verification links, signed onboarding links), which logs must never hold.
 */
export function appLoggerOptions(config: Pick<Config, 'logLevel'>) {
  return {
    level: config.logLevel,
    // a line logged for a request through the app's logger names the request too
    mixin: requestIdMixin,
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        path: request.url.split('?')[0],
        remoteAddress: request.ip,
      }),
    },
  };
}
