import { earningsCsv, type HostEarnings, hostEarningsSchema } from '@storytable/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireHost, signedInUser } from '../../lib/guards.ts';
import { hostEarnings } from './earnings-service.ts';

/** The host's earnings as JSON, or the per-dinner rows as a CSV download for `text/csv`. */
export const earningsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/host/earnings',
    { preValidation: requireHost, schema: { response: { 200: hostEarningsSchema } } },
    async (request, reply) => {
      const earnings = await hostEarnings(app.deps, signedInUser(request), request.log);
      reply.header('cache-control', 'private, no-store').header('vary', 'accept');
      if (!wantsCsv(request.headers.accept)) return earnings;
      return sendCsv(reply, earnings);
    },
  );
};

function wantsCsv(accept: string | undefined): boolean {
  return /(^|,)\s*text\/csv\b/i.test(accept ?? '');
}

/** Bytes, so no JSON serializer runs on them; a BOM so spreadsheets read titles as UTF-8. */
function sendCsv(reply: FastifyReply, earnings: HostEarnings) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', 'attachment; filename="storytable-earnings.csv"')
    .send(Buffer.from(`\uFEFF${earningsCsv(earnings)}\r\n`));
}
