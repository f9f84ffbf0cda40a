import {
  bioSchema,
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailChangeQuerySchema,
  cookieConsentSchema,
  exportDataSchema,
  messageResponseSchema,
  preferencesSchema,
  userUpdatedResponseSchema,
} from '@storytable/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedInUser } from '../../lib/guards.ts';
import { byAccount, limitBy } from '../../platform/rate-limit/limit-hook.ts';
import { PASSWORD_CHECK_LIMIT } from '../../platform/users/password.ts';
import { exportFileName, exportUserData } from './export-service.ts';
import {
  changePassword,
  confirmEmailChange,
  requestEmailChange,
  updateBio,
  updateCookieConsent,
  updatePreferences,
} from './settings-service.ts';

const HOUR = 60 * 60 * 1000;
/** Confirmation links sent to new addresses per account. */
const EMAIL_CHANGE_LIMIT = { name: 'settings:email-change', max: 5, windowMs: HOUR };
/** Exports per account: each reads everything the account holds. */
const EXPORT_LIMIT = { name: 'settings:export', max: 10, windowMs: HOUR };

/** Account self-service: bio, password, email, privacy choices and the data export. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    '/user/bio',
    {
      preValidation: requireUser,
      schema: { body: bioSchema, response: { 200: userUpdatedResponseSchema } },
    },
    async (request) => updateBio(deps, signedInUser(request), request.body),
  );

  app.post(
    '/user/preferences',
    {
      preValidation: requireUser,
      schema: { body: preferencesSchema, response: { 200: userUpdatedResponseSchema } },
    },
    async (request) => updatePreferences(deps, signedInUser(request), request.body),
  );

  app.post(
    '/user/cookie-consent',
    {
      preValidation: requireUser,
      schema: { body: cookieConsentSchema, response: { 200: userUpdatedResponseSchema } },
    },
    async (request) => updateCookieConsent(deps, signedInUser(request), request.body),
  );

  app.post(
    '/user/password',
    {
      preValidation: requireUser,
      preHandler: limitBy([PASSWORD_CHECK_LIMIT, byAccount]),
      schema: { body: changePasswordSchema, response: { 200: messageResponseSchema } },
    },
    async (request) =>
      changePassword(deps, signedInUser(request), request.sessionId ?? '', request.body),
  );

  app.post(
    '/user/email',
    {
      preValidation: requireUser,
      preHandler: limitBy([PASSWORD_CHECK_LIMIT, byAccount], [EMAIL_CHANGE_LIMIT, byAccount]),
      schema: { body: changeEmailSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => requestEmailChange(deps, signedInUser(request), request.body),
  );

  app.get(
    '/confirm-email-change',
    {
      schema: {
        querystring: confirmEmailChangeQuerySchema,
        response: {
          302: z
            .null()
            .describe('Redirect to /settings?tab=email&emailChanged=1, or =0 for a bad link'),
        },
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      const opener = { sessionId: request.sessionId ?? undefined, userId: request.user?.id };
      const changed = token ? await confirmEmailChange(deps, token, opener) : false;
      return reply.redirect(`/settings?tab=email&emailChanged=${changed ? 1 : 0}`, 302);
    },
  );

  app.get(
    '/user/export-data',
    {
      preValidation: requireUser,
      preHandler: limitBy([EXPORT_LIMIT, byAccount]),
      schema: { response: { 200: exportDataSchema } },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${exportFileName(user)}"`);
      return exportUserData(deps, user);
    },
  );
};
