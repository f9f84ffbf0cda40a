import {
  hostReviewsQuerySchema,
  hostReviewsResponseSchema,
  hostTablesResponseSchema,
  idParamSchema,
} from '@storytable/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listHostReviews, listHostTables } from './host-page-service.ts';

const userParams = idParamSchema('user');

/** A host's public page: their tables and the reviews they received (public, visitors too). */
export const hostPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/:id/events',
    { schema: { params: userParams, response: { 200: hostTablesResponseSchema } } },
    async (request) => listHostTables(app.deps, request.params.id),
  );

  app.get(
    '/users/:id/reviews',
    {
      schema: {
        params: userParams,
        querystring: hostReviewsQuerySchema,
        response: { 200: hostReviewsResponseSchema },
      },
    },
    async (request) => listHostReviews(app.deps, request.params.id, request.query.page),
  );
};
