import { cacheBusterQuerySchema, drawStatusSchema, idParamSchema } from '@storytable/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInUser } from '../../lib/guards.ts';
import { requestNow } from '../../platform/clock/request-now.ts';
import { myDraw } from './draw-entry.ts';

/** The first minute's draw: my entry and its outcome (entering is the booking's own route). */
export const drawRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('preValidation', requireUser);
  app.get(
    '/events/:id/draw',
    {
      schema: {
        params: idParamSchema('event'),
        querystring: cacheBusterQuerySchema,
        response: { 200: drawStatusSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return myDraw(deps, signedInUser(request), request.params.id, requestNow(request));
    },
  );
};
