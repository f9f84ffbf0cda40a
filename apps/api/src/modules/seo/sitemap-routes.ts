import { Readable } from 'node:stream';
import { SITEMAP_MAX_URLS, sitemapPartParamsSchema } from '@storytable/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { robotsTxt, type SitemapPart, sitemap, sitemapPart } from './sitemap.ts';
import { type SitemapCounts, sitemapCounts } from './sitemap-repository.ts';

/** A sitemap this small (or an index) is kept whole with the event reads; a larger one streams. */
const KEPT_URLS = 5_000;
/** Crawlers and proxies may keep a sitemap this long: dinners come and go by the hour, not second. */
const SITEMAP_CACHE = 'public, max-age=600';

async function collect(chunks: AsyncGenerator<string>): Promise<string> {
  let out = '';
  for await (const chunk of chunks) out += chunk;
  return out;
}

const xml = (reply: FastifyReply) =>
  reply.type('application/xml; charset=utf-8').header('cache-control', SITEMAP_CACHE);

/** /sitemap.xml, its parts and /robots.txt (decision 047), beside the web app's pages. */
export const sitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { appUrl } = deps.config;

  app.get(
    '/sitemap.xml',
    { schema: { response: { 200: z.string().describe('A sitemap or sitemap index (XML)') } } },
    async (_request, reply) => {
      const counts = JSON.parse(
        await deps.eventsCache.get('sitemap:counts', async () => ({
          value: JSON.stringify(await sitemapCounts(deps.db)),
        })),
      ) as SitemapCounts;
      const total = counts.events + counts.hosts;
      const made = () => sitemap(deps.db, appUrl, SITEMAP_MAX_URLS, counts);
      if (total <= KEPT_URLS || total > SITEMAP_MAX_URLS) {
        const body = await deps.eventsCache.get('sitemap:xml', async () => ({
          value: await collect(await made()),
        }));
        return xml(reply).send(Buffer.from(body));
      }
      return xml(reply).send(Readable.from(await made()));
    },
  );

  for (const of of ['events', 'hosts'] as const) {
    app.get(
      `/sitemaps/${of}-:part.xml`,
      {
        schema: {
          params: sitemapPartParamsSchema,
          response: { 200: z.string().describe(`A part of the sitemap index: ${of} (XML)`) },
        },
      },
      async (request, reply) => {
        const part: SitemapPart = { of, part: request.params.part };
        return xml(reply).send(Readable.from(sitemapPart(deps.db, appUrl, part)));
      },
    );
  }

  const robots = robotsTxt(appUrl);
  app.get(
    '/robots.txt',
    { schema: { response: { 200: z.string().describe('robots.txt (text/plain)') } } },
    async (_request, reply) =>
      (reply as FastifyReply)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(Buffer.from(robots)),
  );
};
