import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';

/** Hooks are typed loosely on purpose: they read only `request.user`, whatever the route's types. */
type Request = Pick<FastifyRequest, 'user'>;

export const HOST_ROLE_REQUIRED = 'You must be approved as a host to do that';

/**
 * One guard per role, used as a route's `preValidation` hook: who may call a route is decided
 * before what was sent, so a visitor learns they must log in rather than a field rule.
 */
export function requireUser(request: Request, _reply: unknown, done: () => void) {
  // callback style: every signed-in call passes here, and the check needs no promise
  signedInUser(request);
  done();
}

/** requireUser answering the route's own 401 message (a dialog shows it as it is). */
export function requireUserSaying(message: string) {
  return async (request: Request) => {
    if (!request.user) throw AppError.unauthenticated(message);
  };
}

export async function requireHost(request: Request) {
  if (!signedInUser(request).isHost) throw AppError.forbidden(HOST_ROLE_REQUIRED);
}

export async function requireAdmin(request: Request) {
  if (!signedInUser(request).isAdmin) throw AppError.forbidden('Admin access required');
}

/** The signed-in user of a guarded route (a route without a guard gets 401 here too). */
export function signedInUser(request: Request): UserRow {
  if (!request.user) throw AppError.unauthenticated();
  return request.user;
}
