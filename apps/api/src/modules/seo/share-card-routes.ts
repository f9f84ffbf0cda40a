import type { Event } from '@storytable/domain';
import { shareCardParamsSchema, shareCardQuerySchema } from '@storytable/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMMUTABLE_CACHE } from '../../platform/images/image-store.ts';
import { eventJson } from '../events/index.ts';
import { shareCardPng, shareCardVersion } from './share-card.ts';

/** A dinner's link preview image, when it has no cover (decision 047). */
export const shareCardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events/:id/share-card.png',
    {
      schema: {
        params: shareCardParamsSchema,
        querystring: shareCardQuerySchema,
        response: { 200: z.string().describe('The card (image/png, 1200 x 630)') },
      },
    },
    async (request, reply) => {
      const event = JSON.parse(await eventJson(app.deps, request.params.id)) as Event;
      const png = await shareCardPng(app.deps, event);
      // the page links the card with its version: that address never changes its bytes
      const current = request.query.v === shareCardVersion(event);
      return (reply as FastifyReply)
        .type('image/png')
        .header('cache-control', current ? IMMUTABLE_CACHE : 'public, max-age=300')
        .send(png);
    },
  );
};
