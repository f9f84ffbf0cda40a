import { z } from 'zod';
import { boundedText, pathId } from './text.ts';

/** /sitemaps/{events|hosts}-{part}.xml: part k holds the ids from k * 50,000. */
export const sitemapPartParamsSchema = z.object({
  part: z.coerce.number('Invalid sitemap part').int().min(0).max(42_949),
});

/** GET /api/events/{id}/share-card.png?v={version}: the version only names the card's content. */
export const shareCardParamsSchema = z.object({ id: pathId('Invalid event id') });
// strict: the one address a page gives is ?v=…; anything else asks for no card (and stores none)
export const shareCardQuerySchema = z.object({ v: boundedText(32).optional() }).strict();
