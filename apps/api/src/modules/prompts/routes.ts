import { eventPromptsSchema, eventPromptsUpdateSchema, idParamSchema } from '@storytable/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInUser } from '../../lib/guards.ts';
import { changePrompts, eventPrompts } from './prompts-service.ts';

/** A dinner's conversation prompts and round timer (decision 066). */
export const promptsRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { params: idParamSchema('event'), response: { 200: eventPromptsSchema } };
  app.get('/events/:id/prompts', { preValidation: requireUser, schema }, (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return eventPrompts(app.deps, signedInUser(request), request.params.id);
  });
  app.put(
    '/events/:id/prompts',
    { preValidation: requireUser, schema: { ...schema, body: eventPromptsUpdateSchema } },
    (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return changePrompts(app.deps, signedInUser(request), request.params.id, request.body);
    },
  );
};
