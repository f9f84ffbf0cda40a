import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A page's HTML with, for pages that are the same for every request, its compressed forms. */
export interface PageBody {
  html: string;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * A page that is the same for every request: compressed as hard as brotli goes, once, when it is
 * first asked for (not at start-up, which stays lean: decision 016).
 */
export function fixedPage(html: string): PageBody {
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  return {
    html,
    get br() {
      br ??= brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      return br;
    },
    get gzip() {
      gzip ??= gzipSync(html, { level: 9 });
      return gzip;
    },
  };
}

/** Brotli's quality for a page made per request (docs/measurements/pages-and-sitemap.md). */
const MADE_PAGE_BROTLI_QUALITY = 1;

/** What the browser takes: brotli, gzip (every browser), or neither. */
function accepted(request: FastifyRequest) {
  const header = String(request.headers['accept-encoding'] ?? '');
  return { br: /\bbr\b/.test(header), gzip: /\bgzip\b/.test(header) };
}

/**
 * Sends a page compressed as the browser accepts (the static files' .br and .gz are the build's;
 * these pages are made here), revalidated on every load (a page holding a user's data is never
 * stored: `private, no-store`) and varying with the signed-in marker.
 */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: PageBody | string,
  status = 200,
  cacheControl = 'no-cache',
) {
  const body = typeof page === 'string' ? { html: page } : page;
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', cacheControl)
    .header('vary', 'Cookie, Accept-Encoding');
  const takes = accepted(request);
  // a fixed page has its brotli form made once; a page made per request takes brotli's quickest
  // quality: half gzip's time on a dinner page, for a tenth more bytes
  if (takes.br && body.br) return reply.header('content-encoding', 'br').send(body.br);
  if (takes.gzip && body.gzip) return reply.header('content-encoding', 'gzip').send(body.gzip);
  if (takes.br) {
    const bytes = brotliCompressSync(body.html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: MADE_PAGE_BROTLI_QUALITY },
    });
    return reply.header('content-encoding', 'br').send(bytes);
  }
  if (takes.gzip) return reply.header('content-encoding', 'gzip').send(gzipSync(body.html));
  return reply.send(body.html);
}
