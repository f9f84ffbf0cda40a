import { noticePreferencesSchema } from '@storytable/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInUser } from '../../lib/guards.ts';
import { getNoticePreferences, putNoticePreferences } from './notice-preferences.ts';

/** A host's choice of how each kind of notice reaches them (Settings, host tab). */
export const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/user/notification-preferences',
    { preValidation: requireUser, schema: { response: { 200: noticePreferencesSchema } } },
    async (request) => getNoticePreferences(deps, signedInUser(request)),
  );

  app.put(
    '/user/notification-preferences',
    {
      preValidation: requireUser,
      schema: { body: noticePreferencesSchema, response: { 200: noticePreferencesSchema } },
    },
    async (request) => putNoticePreferences(deps, signedInUser(request), request.body),
  );
};
