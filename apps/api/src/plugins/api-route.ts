import type { FastifyRequest } from 'fastify';

/**
 * Whether the request matched an /api route. Decided by the route the router matched, never by
 * the raw URL: the router decodes the path, so `/%61pi/login` is `/api/login`.
 */
export function isApiRoute(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith('/api/') ?? false;
}
