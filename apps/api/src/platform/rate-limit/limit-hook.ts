import { ErrorCode, tooManyRequestsMessage } from '@storytable/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { clientKey } from './client-key.ts';
import { consume, type RateLimitRule } from './rate-limiter.ts';

type Subject = (request: FastifyRequest) => string | undefined;

/**
 * The client's address: the socket's, or the proxy's word for it when TRUST_PROXY allows; an
 * IPv6 client by its /64 (client-key.ts).
 */
export const byClient: Subject = (request) => clientKey(request.ip);

/** The signed-in account (for limits per user; a route without a user skips the rule). */
export const byAccount: Subject = (request) => (request.user ? String(request.user.id) : undefined);

/**
 * A preHandler (after validation, so the body is typed) that counts the request against each
 * rule for its subject and answers 429 with Retry-After past the limit. A rule whose subject is
 * undefined (no address in the body, say) is skipped.
 */
export function limitBy(...limits: [RateLimitRule, Subject][]) {
  return async (request: FastifyRequest) => {
    for (const [rule, subjectOf] of limits) {
      const subject = subjectOf(request);
      if (subject === undefined) continue;
      const result = await consume(request.server.deps.db, rule, subject);
      if (!result.allowed) {
        const { retryAfterSeconds } = result;
        throw AppError.tooMany(
          ErrorCode.RATE_LIMITED,
          tooManyRequestsMessage(retryAfterSeconds),
          retryAfterSeconds,
        );
      }
    }
  };
}
