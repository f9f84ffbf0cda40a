import { z } from 'zod';
import { boundedText, INT32_MAX, pathId } from './text.ts';

/** A sitemap file holds at most this many addresses (sitemaps.org); part k of an index too. */
export const SITEMAP_MAX_URLS = 50_000;
/** A part number written as decision 042 writes ids (plain decimal), but from 0. */
const SITEMAP_PART = /^(0|[1-9][0-9]{0,4})$/;
/** int32 ids in parts of SITEMAP_MAX_URLS: the last part there can be. */
const LAST_SITEMAP_PART = Math.floor(INT32_MAX / SITEMAP_MAX_URLS);

/** /sitemaps/{events|hosts}-{part}.xml: part k holds the ids from k * SITEMAP_MAX_URLS. */
export const sitemapPartParamsSchema = z.object({
  part: z
    .string('Invalid sitemap part')
    .regex(SITEMAP_PART, 'Invalid sitemap part')
    .transform(Number)
    .refine((n) => n <= LAST_SITEMAP_PART, 'Invalid sitemap part'),
});

/** GET /api/events/{id}/share-card.png?v={version}: the version only names the card's content. */
export const shareCardParamsSchema = z.object({ id: pathId('Invalid event id') });
// strict: the one address a page gives is ?v=…; anything else asks for no card (and stores none)
export const shareCardQuerySchema = z.object({ v: boundedText(32).optional() }).strict();
