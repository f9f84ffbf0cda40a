import multipart from '@fastify/multipart';
import { eventSchema, idParamSchema } from '@storytable/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireHost, signedInUser } from '../../lib/guards.ts';
import { IMAGE_UPLOAD_LIMITS, readImageField } from '../../platform/images/image-upload.ts';
import { findOwnEvent, setEventCover } from './event-cover.ts';

export const coverImageRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: IMAGE_UPLOAD_LIMITS });

  app.post(
    '/events/:id/cover-image',
    {
      preValidation: requireHost,
      schema: {
        params: idParamSchema('event'),
        consumes: ['multipart/form-data'],
        description:
          "multipart/form-data with one file in the field `image` (at most 5 MB); the event's host only",
        response: { 200: eventSchema },
      },
    },
    async (request) => {
      const host = signedInUser(request);
      // someone else's event is refused before its upload is read
      await findOwnEvent(app.deps, host, request.params.id);
      const upload = await readImageField(request);
      return setEventCover(app.deps, host, request.params.id, upload);
    },
  );
};
