import {
  createReviewSchema,
  idParamSchema,
  reviewListSchema,
  reviewReplyInputSchema,
  reviewResponseSchema,
} from '@storytable/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInUser } from '../../lib/guards.ts';
import { requestNow } from '../../platform/clock/request-now.ts';
import { listEventReviews, replyToReview, submitReview } from './review-service.ts';

const eventParams = idParamSchema('event');
const reviewParams = idParamSchema('review');

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events/:id/reviews',
    { schema: { params: eventParams, response: { 200: reviewListSchema } } },
    async (request) => listEventReviews(app.deps, request.params.id),
  );

  app.post(
    '/events/:id/review',
    {
      preValidation: requireUser,
      schema: {
        params: eventParams,
        body: createReviewSchema,
        response: { 201: reviewResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await submitReview(
        app.deps,
        signedInUser(request),
        request.params.id,
        request.body,
        requestNow(request),
      );
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/reviews/:id/reply',
    {
      preValidation: requireUser,
      schema: {
        params: reviewParams,
        body: reviewReplyInputSchema,
        response: { 201: reviewResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await replyToReview(
        app.deps,
        signedInUser(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send(result);
    },
  );
};
