import { cacheBusterQuerySchema, idParamSchema, openingNotifySchema } from '@storytable/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInUser } from '../../lib/guards.ts';
import { requestNow } from '../../platform/clock/request-now.ts';
import { askToNotify, notifyState, stopNotify } from './opening-service.ts';

const params = idParamSchema('event');
const response = { 200: openingNotifySchema };

/** 'Notify me' before a dinner opens for booking (decision 071). */
export const openingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.addHook('preValidation', requireUser);

  app.get(
    '/events/:id/notify',
    { schema: { params, querystring: cacheBusterQuerySchema, response } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return notifyState(deps, signedInUser(request), request.params.id);
    },
  );

  app.post('/events/:id/notify', { schema: { params, response } }, async (request) =>
    askToNotify(deps, signedInUser(request), request.params.id, requestNow(request)),
  );

  app.delete('/events/:id/notify', { schema: { params, response } }, async (request) =>
    stopNotify(deps, signedInUser(request), request.params.id),
  );
};
