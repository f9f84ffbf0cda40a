import {
  createReviewResponseSchema,
  createReviewSchema,
  idParamSchema,
  reviewListSchema,
} from '@storytable/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/guards.ts';
import { listEventReviews, submitReview } from './review-service.ts';

const eventParams = idParamSchema('event');

export async function reviewRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/events/:id/reviews',
    { schema: { params: eventParams, response: { 200: reviewListSchema } } },
    async (request) => listEventReviews(app.deps, request.params.id),
  );

  r.post(
    '/events/:id/review',
    {
      preValidation: async (request) => {
        requireUser(request);
      },
      schema: {
        params: eventParams,
        body: createReviewSchema,
        response: { 201: createReviewResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await submitReview(
        app.deps,
        requireUser(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send(result);
    },
  );
}
