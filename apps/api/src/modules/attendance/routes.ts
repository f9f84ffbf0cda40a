import {
  cacheBusterQuerySchema,
  hostNoteResponseSchema,
  hostNoteSchema,
  hostNotesSchema,
  idParamSchema,
  noShowsResponseSchema,
  noShowsSchema,
} from '@storytable/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInUser } from '../../lib/guards.ts';
import { requestNow } from '../../platform/clock/request-now.ts';
import { hostNotesOf, leaveHostNote } from './host-notes.ts';
import { setNoShows } from './no-shows.ts';

/** No-shows after a dinner, and guests' private notes to its host (decision 065). */
export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('preValidation', requireUser);

  app.post(
    '/events/:id/no-shows',
    {
      schema: {
        params: idParamSchema('event'),
        body: noShowsSchema,
        response: { 200: noShowsResponseSchema },
      },
    },
    async (request) =>
      setNoShows(deps, signedInUser(request), request.params.id, request.body, requestNow(request)),
  );

  app.post(
    '/events/:id/notes',
    {
      schema: {
        params: idParamSchema('event'),
        body: hostNoteSchema,
        response: { 201: hostNoteResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await leaveHostNote(
        deps,
        signedInUser(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/events/:id/notes',
    {
      schema: {
        params: idParamSchema('event'),
        querystring: cacheBusterQuerySchema,
        response: { 200: hostNotesSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return hostNotesOf(deps, signedInUser(request), request.params.id);
    },
  );
};
