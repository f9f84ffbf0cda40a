import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics.ts';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Every answered request's duration, labelled by the route pattern the router matched
 * (`/api/events/:id`), never the raw URL, so the label set stays bounded: what matched no route
 * is `unmatched`.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.is404 ? 'unmatched' : (request.routeOptions.url ?? 'unmatched');
    metrics.httpDuration.observe(
      {
        method: METHODS.has(request.method) ? request.method : 'OTHER',
        route,
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
