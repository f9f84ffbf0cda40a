import { CSRF_TOKEN_TTL_MS, csrfTokenResponseSchema } from '@storytable/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CSRF_COOKIE, issueCsrfToken, newCsrfBinding } from './csrf-token.ts';

export const csrfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/csrf-token',
    { schema: { response: { 200: csrfTokenResponseSchema } } },
    async (request, reply) => {
      let binding = request.cookies[CSRF_COOKIE];
      if (!binding) {
        binding = newCsrfBinding();
        reply.setCookie(CSRF_COOKIE, binding, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: app.deps.config.isProduction,
        });
      }
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        csrfToken: issueCsrfToken(app.deps.config.sessionSecret, binding, CSRF_TOKEN_TTL_MS),
        expiresIn: CSRF_TOKEN_TTL_MS,
      };
    },
  );
};
