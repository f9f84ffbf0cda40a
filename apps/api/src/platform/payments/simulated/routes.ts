import {
  ErrorCode,
  maskPaymentIds,
  simulatedConfirmRequestSchema,
  simulatedConfirmResponseSchema,
  simulatedIdentityOutcomeSchema,
} from '@storytable/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { isMissing, PaymentGatewayError } from '../gateway.ts';
import { toAppError } from '../gateway-errors.ts';
import { errorPage, identityPage, onboardingPage, PAGE_SCRIPT } from './pages.ts';
import type { SimulatedGateway } from './simulated-gateway.ts';

/** The hosted pages answer HTML and their script JavaScript, sent as text (never serialized). */
const pageResponse = z.string().describe('The hosted page (HTML)');
const scriptResponse = z.string().describe("The hosted pages' script (JavaScript)");

const accountParams = z.object({ accountId: z.string().regex(/^acct_[A-Za-z0-9]+$/) });
const sessionParams = z.object({ sessionId: z.string().regex(/^vs_[A-Za-z0-9]+$/) });
const onboardingQuery = z.object({
  return_url: z.url(),
  refresh_url: z.url(),
  expires: z.coerce.number().int(),
  sig: z.string().min(1).max(200),
});
const onboardingCompleteBody = z.object({
  returnUrl: z.url(),
  refreshUrl: z.url(),
  expires: z.coerce.number().int(),
  sig: z.string().min(1).max(200),
});
const identityQuery = z.object({ sig: z.string().min(1).max(200) });
const identityCompleteBody = z.object({
  sig: z.string().min(1).max(200),
  outcome: simulatedIdentityOutcomeSchema,
});
const redirectResponse = z.object({
  redirectUrl: z.string(),
  /** The identity page posts VERIFICATION_COMPLETE to its opener before it leaves. */
  notifyOpener: z.boolean().optional(),
});

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(body);
}

/**
 * What Stripe hosts, the simulated gateway serves itself: card confirmation (Stripe.js's job),
 * Connect onboarding and the identity check pages. Registered only in simulated mode.
 */
export const simulatedRoutes: FastifyPluginAsyncZod<{ gateway: SimulatedGateway }> = async (
  app,
  { gateway },
) => {
  app.get(
    '/stripe/simulated/page.js',
    { schema: { response: { 200: scriptResponse } } },
    async (_request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .type('text/javascript; charset=utf-8')
        .send(PAGE_SCRIPT),
  );

  // Card data goes only here, in simulated mode; the client secret is the proof (as with Stripe.js).
  app.post(
    '/stripe/simulated/confirm',
    {
      schema: {
        body: simulatedConfirmRequestSchema,
        response: { 200: simulatedConfirmResponseSchema },
      },
    },
    async (request) => {
      try {
        const result = await gateway.confirmPaymentIntent(request.body);
        if ('error' in result) return { error: result.error };
        const { id, status, amount } = result.paymentIntent;
        return { paymentIntent: { id, status, amount } };
      } catch (err) {
        if (isMissing(err)) {
          throw AppError.notFound(
            `No such payment_intent: '${maskPaymentIds(request.body.paymentIntentId)}'`,
          );
        }
        throw toAppError(err);
      }
    },
  );

  app.get(
    '/stripe/simulated/onboarding/:accountId',
    {
      schema: {
        params: accountParams,
        querystring: onboardingQuery,
        response: { 200: pageResponse },
      },
    },
    async (request, reply) => {
      const { accountId } = request.params;
      const q = request.query;
      const link = { returnUrl: q.return_url, refreshUrl: q.refresh_url, expires: q.expires };
      const check = gateway.links.checkOnboarding(accountId, link, q.sig);
      if (check === 'invalid') {
        return html(reply, 400, errorPage('Link not valid', 'This onboarding link is not valid.'));
      }
      // an expired account link sends the user to refresh_url, as Stripe's do
      if (check === 'expired') return reply.redirect(link.refreshUrl, 302);
      let account: Awaited<ReturnType<SimulatedGateway['retrieveAccount']>>;
      try {
        account = await gateway.retrieveAccount(accountId);
      } catch (err) {
        if (!isMissing(err)) throw err;
        return html(
          reply,
          404,
          errorPage('Account not found', 'This payout account no longer exists.'),
        );
      }
      return html(
        reply,
        200,
        onboardingPage({
          accountId,
          email: account.email,
          businessName: account.businessName,
          alreadyComplete: account.chargesEnabled && account.detailsSubmitted,
          fields: { ...link, expires: String(link.expires), sig: q.sig },
        }),
      );
    },
  );

  app.post(
    '/stripe/simulated/onboarding/:accountId/complete',
    {
      schema: {
        params: accountParams,
        body: onboardingCompleteBody,
        response: { 200: redirectResponse },
      },
    },
    async (request) => {
      const { accountId } = request.params;
      const { sig, ...link } = request.body;
      const check = gateway.links.checkOnboarding(accountId, link, sig);
      if (check === 'invalid') throw AppError.badRequest('This onboarding link is not valid.');
      if (check === 'expired') return { redirectUrl: link.refreshUrl };
      await completeOrNotFound(() => gateway.completeOnboarding(accountId), 'Account not found');
      return { redirectUrl: link.returnUrl };
    },
  );

  app.get(
    '/stripe/simulated/identity/:sessionId',
    {
      schema: {
        params: sessionParams,
        querystring: identityQuery,
        response: { 200: pageResponse },
      },
    },
    async (request, reply) => {
      const { sessionId } = request.params;
      if (!gateway.links.checkIdentity(sessionId, request.query.sig)) {
        return html(
          reply,
          400,
          errorPage('Link not valid', 'This verification link is not valid.'),
        );
      }
      const session = await gateway.findVerificationSession(sessionId);
      if (!session) {
        return html(
          reply,
          404,
          errorPage('Session not found', 'This verification session does not exist.'),
        );
      }
      return html(
        reply,
        200,
        identityPage({
          sessionId,
          sig: request.query.sig,
          status: session.status,
          lastErrorCode: session.lastErrorCode,
          returnUrl: session.returnUrl,
        }),
      );
    },
  );

  app.post(
    '/stripe/simulated/identity/:sessionId/complete',
    {
      schema: {
        params: sessionParams,
        body: identityCompleteBody,
        response: { 200: redirectResponse },
      },
    },
    async (request) => {
      const { sessionId } = request.params;
      if (!gateway.links.checkIdentity(sessionId, request.body.sig)) {
        throw AppError.badRequest('This verification link is not valid.');
      }
      const session = await completeOrNotFound(
        () => gateway.completeVerification(sessionId, request.body.outcome),
        'Verification session not found',
      );
      // still processing: the tester stays on the page to finish the check
      if (session.status === 'processing') {
        return {
          redirectUrl: gateway.links.identityUrl(sessionId, session.returnUrl),
          notifyOpener: false,
        };
      }
      return { redirectUrl: session.returnUrl, notifyOpener: true };
    },
  );
};

async function completeOrNotFound<T>(fn: () => Promise<T>, notFound: string): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof PaymentGatewayError && !err.isMissing && err.statusCode === 400) {
      throw AppError.conflict(ErrorCode.CONFLICT, err.message);
    }
    throw toAppError(err, notFound);
  }
}
