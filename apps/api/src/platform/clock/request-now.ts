import { parseTestNow, TEST_NOW_HEADER } from '@storytable/domain';
import type { FastifyRequest } from 'fastify';

/**
 * The instant a request is served at: the real clock, or, on a server started with TEST_CLOCK
 * only, the test time its `x-test-now` header carries (decision 069). Routes on the evening's
 * path pass it to their services, so a journey moves its own dinner's clock and nobody else's.
 */
export function requestNow(request: Pick<FastifyRequest, 'headers' | 'server'>): Date {
  const real = new Date();
  if (!request.server.deps.config.testClock) return real;
  return parseTestNow(request.headers[TEST_NOW_HEADER], real) ?? real;
}
