import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';

/** Authorization helpers for services: each throws the right AppError or returns the user. */
export function requireUser(request: Pick<FastifyRequest, 'user'>): UserRow {
  if (!request.user) throw AppError.unauthenticated();
  return request.user;
}

export function requireAdmin(request: Pick<FastifyRequest, 'user'>): UserRow {
  const user = requireUser(request);
  if (!user.isAdmin) throw AppError.forbidden('Admin access required');
  return user;
}

export function requireHost(request: Pick<FastifyRequest, 'user'>): UserRow {
  const user = requireUser(request);
  if (!user.isHost) throw AppError.forbidden('You must be approved as a host to do that');
  return user;
}
