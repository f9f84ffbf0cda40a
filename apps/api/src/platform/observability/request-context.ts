import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { RequestLogger } from './request-logger.ts';

/** What work done for one request can find without being handed the request. */
interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The id of the request whose work is running now, or null outside a request. */
export function currentRequestId(): string | null {
  return storage.getStore()?.requestId ?? null;
}

/** Runs `work` outside any request: background work a request only woke is not that request's. */
export function outsideRequest<T>(work: () => T): T {
  return storage.exit(work);
}

/** An id a proxy in front sent (X-Request-Id), kept when it is short and plain; else a new one. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,64}$/;

export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
}

/**
 * Runs the rest of each request inside its context and echoes its id (X-Request-Id), so the
 * outbox rows it writes and the lines logged through the app's logger carry it.
 */
export function registerRequestContext(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    storage.run({ requestId: request.id }, done);
  });
}

/** The request loggers made so far: their lines already name the request. */
const requestLoggers = new WeakSet<object>();
const remember = (child: object) => requestLoggers.add(child);

/**
 * Fastify's childLoggerFactory: a request's logger, whose pino child is made when it first
 * writes a line (request-logger.ts) and is remembered as one that carries `reqId`.
 */
export const childLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => new RequestLogger(logger, bindings, options, remember);

/**
 * pino's mixin: a line logged inside a request through another logger (the app's, which
 * services and the mailer use) gets the request's `reqId` too.
 */
export function requestIdMixin(_obj: object, _level: number, logger: object) {
  const id = storage.getStore()?.requestId;
  return id && !requestLoggers.has(logger) ? { reqId: id } : {};
}
