import { createHash, timingSafeEqual } from 'node:crypto';
import {
  ErrorCode,
  healthResponseSchema,
  notReadyResponseSchema,
  readyResponseSchema,
} from '@storytable/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendError } from '../../plugins/error-handler.ts';
import { checkReadiness, type ReadinessDeps } from './readiness.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** `Authorization: Bearer <token>` against the configured token, in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * The operator's endpoints, outside /api: no session, no CSRF, no rate limit, and logged only
 * when something is wrong (a balancer polls them every second). /metrics answers only with
 * METRICS_TOKEN set, to its bearer.
 */
export function operationsRoutes(shippedMigrations: number): FastifyPluginAsyncZod {
  return async (app) => {
    const quiet = { logLevel: 'warn' as const };
    const readiness: ReadinessDeps = {
      db: app.deps.db,
      workers: app.deps.workers,
      delivery: app.deps.mailer.delivery,
      shippedMigrations,
    };

    app.get(
      '/healthz',
      { ...quiet, schema: { response: { 200: healthResponseSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return { status: 'ok' as const };
      },
    );

    app.get(
      '/readyz',
      {
        ...quiet,
        schema: { response: { 200: readyResponseSchema, 503: notReadyResponseSchema } },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        const { ready, checks } = await checkReadiness(readiness);
        if (ready) return { status: 'ready' as const, checks };
        const failing = Object.entries(checks)
          .filter(([, state]) => !state.startsWith('ok'))
          .map(([part, state]) => `${part}: ${state}`)
          .join('; ');
        const message = `Not ready: ${failing}`;
        return reply.status(503).send({ message, error: message, code: 'NOT_READY', checks });
      },
    );

    app.get(
      '/metrics',
      {
        ...quiet,
        schema: {
          response: {
            200: z.string().describe('The Prometheus text exposition format (version 0.0.4)'),
          },
        },
      },
      async (request, reply) => {
        const token = app.deps.config.metricsToken;
        if (!token)
          return sendError(reply, 404, ErrorCode.NOT_FOUND, 'Route GET /metrics not found');
        if (!bearerMatches(request.headers.authorization, token)) {
          reply.header('www-authenticate', 'Bearer realm="metrics"');
          return sendError(
            reply,
            401,
            ErrorCode.UNAUTHENTICATED,
            'A valid metrics token is required',
          );
        }
        const text = await app.deps.metrics.text();
        return reply
          .header('cache-control', 'no-store')
          .header('content-type', app.deps.metrics.contentType)
          .send(text);
      },
    );
  };
}
