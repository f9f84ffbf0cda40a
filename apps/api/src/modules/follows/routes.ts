import { followChangeResponseSchema, followsResponseSchema } from '@storytable/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/guards.ts';
import { followHost, listFollows, unfollowHost } from './follow-service.ts';

const hostParams = z.object({
  hostId: z.coerce
    .number('Invalid host id')
    .int('Invalid host id')
    .positive('Invalid host id')
    .max(2_147_483_647, 'Invalid host id'),
});

export async function followRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/follows', { schema: { response: { 200: followsResponseSchema } } }, async (request) =>
    listFollows(app.deps, requireUser(request)),
  );

  r.post(
    '/follows/:hostId',
    { schema: { params: hostParams, response: { 200: followChangeResponseSchema } } },
    async (request) => followHost(app.deps, requireUser(request), request.params.hostId),
  );

  r.delete(
    '/follows/:hostId',
    { schema: { params: hostParams, response: { 200: followChangeResponseSchema } } },
    async (request) => unfollowHost(app.deps, requireUser(request), request.params.hostId),
  );
}
