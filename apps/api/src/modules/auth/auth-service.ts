import type { RegisterInput } from '@storytable/domain';
import { AUTH_MESSAGES } from '@storytable/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { endSession, refreshSession, startSession } from '../session/session-service.ts';
import { createAccount } from '../users/account-service.ts';
import { sendVerificationEmail } from './verification-service.ts';

/** Registering creates the account, signs it in and emails the verification link. */
export async function register(
  deps: AppDeps,
  reply: FastifyReply,
  input: RegisterInput,
): Promise<UserRow> {
  const user = await createAccount(deps.db, {
    username: input.username,
    email: input.email,
    name: input.name,
    password: input.password,
  });
  await startSession(deps, reply, user.id);
  return (await sendVerificationEmail(deps, user)) ?? user;
}

/** Logging out is fine without a session: the cookie is cleared either way. */
export async function logout(deps: AppDeps, request: FastifyRequest, reply: FastifyReply) {
  await endSession(deps, request, reply);
  return { success: true, message: AUTH_MESSAGES.LOGGED_OUT };
}

export async function keepAlive(deps: AppDeps, request: FastifyRequest, reply: FastifyReply) {
  await refreshSession(deps, request, reply);
  return { success: true as const };
}
