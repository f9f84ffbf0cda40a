import { searchQuerySchema, searchResponseSchema } from '@storytable/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJson } from '../../lib/send-json.ts';
import { noStoreWhenAsked } from '../events/index.ts';
import { searchJson } from './search-service.ts';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    // answers JSON text shaped by searchResponseSchema (search-service.ts)
    { schema: { querystring: searchQuerySchema, response: { 200: searchResponseSchema } } },
    async (request, reply) => {
      noStoreWhenAsked(reply, request.query.t);
      return sendJson(reply, await searchJson(app.deps, request.query));
    },
  );
};
