import { z } from 'zod';
import { boundedText, pathId } from './text.ts';

/** A part number written as decision 042 writes ids (plain decimal), but from 0. */
const SITEMAP_PART = /^(0|[1-9][0-9]{0,4})$/;
/** int32 ids in parts of 50,000: the last part there can be. */
const LAST_SITEMAP_PART = 42_949;

/** /sitemaps/{events|hosts}-{part}.xml: part k holds the ids from k * 50,000. */
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
