import {
  type GuestList,
  guestListCsv,
  guestListFilename,
  guestListSchema,
  idParamSchema,
} from '@storytable/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInUser } from '../../lib/guards.ts';
import { guestList } from './guest-list-service.ts';

/** The guest list as JSON, or as a CSV download when the caller asks for `text/csv`. */
export const guestListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events/:id/guests',
    {
      preValidation: requireUser,
      schema: { params: idParamSchema('event'), response: { 200: guestListSchema } },
    },
    async (request, reply) => {
      const list = await guestList(app.deps, signedInUser(request), request.params.id);
      reply.header('cache-control', 'private, no-store').header('vary', 'accept');
      if (!wantsCsv(request.headers.accept)) return list;
      return sendCsv(reply, list);
    },
  );
};

function wantsCsv(accept: string | undefined): boolean {
  return /(^|,)\s*text\/csv\b/i.test(accept ?? '');
}

/** Bytes, so no JSON serializer runs on them; a BOM so spreadsheets read the names as UTF-8. */
function sendCsv(reply: FastifyReply, list: GuestList) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${guestListFilename(list)}"`)
    .send(Buffer.from(`\uFEFF${guestListCsv(list)}\r\n`));
}
