import { ErrorCode, hasControlCharacters, NOT_ALLOWED_CHARACTERS } from '@storytable/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './error-handler.ts';

const MAX_DEPTH = 32;

/** Whether any string in `value` (keys included) holds a control character, or it nests too deep. */
function isUnsafe(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasControlCharacters(value);
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  if (depth > MAX_DEPTH) return true;
  if (Array.isArray(value)) return value.some((v) => isUnsafe(v, depth + 1));
  const fields = value as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    if (hasControlCharacters(key) || isUnsafe(fields[key], depth + 1)) return true;
  }
  return false;
}

/**
 * Every route's schema refuses control characters in the fields it knows; this refuses them
 * anywhere in params, query and body before any handler runs, including fields a schema passes
 * through, so a NUL never reaches PostgreSQL (which answers it with an error). Callback style:
 * the check is synchronous and every request passes here.
 */
export const inputGuard = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', (request, reply, done) => {
    if (isUnsafe(request.params) || isUnsafe(request.query) || isUnsafe(request.body)) {
      // answered here: the request goes no further (done is not called)
      sendError(reply, 400, ErrorCode.VALIDATION, NOT_ALLOWED_CHARACTERS);
      return;
    }
    done();
  });
});
