import { type ErrorBody, ErrorCode, UNAVAILABLE_MESSAGE } from '@storytable/domain';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError } from '../lib/app-error.ts';

export function sendError(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  details?: unknown,
) {
  const body: ErrorBody = { message, error: message, code };
  if (details !== undefined) body.details = details;
  return reply.status(status).send(body);
}

/** One error handler: `{ message, error, code }` for every failure; internals never leave a 5xx. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.status >= 500) request.log.error({ err }, err.message);
      const wait = err.retryAfterSeconds;
      if (wait !== undefined) reply.header('retry-after', String(wait));
      return sendError(reply, err.status, err.code, err.message, err.details);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid value',
      }));
      const first = issues[0]?.message ?? 'Invalid request';
      return sendError(reply, 400, ErrorCode.VALIDATION, first, { issues });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, cause: err.cause }, 'response did not match its schema');
      return sendError(reply, 500, ErrorCode.INTERNAL, 'Internal Server Error');
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return sendError(
        reply,
        429,
        ErrorCode.RATE_LIMITED,
        'Too many requests. Please wait a moment and try again.',
      );
    }
    if (status === 413)
      return sendError(reply, 413, ErrorCode.PAYLOAD_TOO_LARGE, 'The request is too large');
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (malformed JSON, wrong content type, ...): safe to show
      return sendError(reply, status, ErrorCode.VALIDATION, err.message || 'Bad request');
    }
    if (isDatabaseUnavailable(err)) {
      // failing fast while the database is away: the client (or the balancer) tries again
      request.log.warn({ err }, 'database unavailable');
      reply.header('retry-after', '5');
      return sendError(reply, 503, ErrorCode.UNAVAILABLE, UNAVAILABLE_MESSAGE);
    }
    request.log.error({ err }, 'unhandled error');
    return sendError(reply, 500, ErrorCode.INTERNAL, 'Internal Server Error');
  });
}
