import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's label on /metrics, set once when the route is added (request-metrics.ts). */
    metricsRoute?: string;
  }
}

/** The methods named in the label (any other is `OTHER`), with their index in a series key. */
const METHODS = new Map(
  ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'OTHER'].map((m, i) => [m, i]),
);
const OTHER = METHODS.size - 1;

/** The one label of every file of the web build (@fastify/static adds a route per file). */
export const STATIC_FILE_ROUTE = 'static file';

/**
 * Every answered request's duration, labelled by the route pattern the router matched
 * (`/api/events/:id`), never the raw URL, so the label set stays bounded: a file of the web
 * build is `static file` (its hashed names would each be a label), what matched no route is
 * `unmatched`.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onRoute', (route) => {
    // @fastify/static names the file it serves in each of its routes' config
    const servesFile = (route.config as { file?: unknown } | undefined)?.file !== undefined;
    route.config = { ...route.config, metricsRoute: servesFile ? STATIC_FILE_ROUTE : route.url };
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.is404
      ? 'unmatched'
      : (request.routeOptions.config.metricsRoute ?? 'unmatched');
    const index = METHODS.get(request.method) ?? OTHER;
    metrics.httpDuration.observe(
      index === OTHER ? 'OTHER' : request.method,
      index,
      route,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
}
