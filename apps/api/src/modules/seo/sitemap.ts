import { eventPagePath, INT32_MAX, profilePagePath, SITEMAP_MAX_URLS } from '@storytable/domain';
import type { DbOrTx } from '../../db/client.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import {
  listedEventsBetween,
  offeringHostsBetween,
  type SitemapCounts,
  type SitemapEntry,
  sitemapCounts,
  sitemapParts,
} from './sitemap-repository.ts';

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const ALL_IDS = [0, INT32_MAX] as const;

export type SitemapPart = { of: 'events' | 'hosts'; part: number };
export const sitemapPartPath = ({ of, part }: SitemapPart) => `/sitemaps/${of}-${part}.xml`;

const url = (loc: string, lastmod: Date) =>
  `<url><loc>${escapeHtml(loc)}</loc><lastmod>${lastmod.toISOString()}</lastmod></url>\n`;

async function* urls(
  appUrl: string,
  rows: AsyncGenerator<SitemapEntry[]>,
  path: (id: number) => string,
): AsyncGenerator<string> {
  for await (const batch of rows) {
    yield batch.map((row) => url(`${appUrl}${path(row.id)}`, row.lastmod)).join('');
  }
}

async function* urlset(parts: AsyncGenerator<string>[]): AsyncGenerator<string> {
  yield `${XML}<urlset xmlns="${NS}">\n`;
  for (const part of parts) yield* part;
  yield '</urlset>\n';
}

/**
 * GET /sitemap.xml: every upcoming dinner on offer and the page of every host who has one, each
 * with its last change; past 50,000 addresses, a sitemap index of parts instead. Streamed as it
 * is read, a batch of rows at a time. `known`: the counts, when the caller has them already.
 */
export async function sitemap(
  db: DbOrTx,
  appUrl: string,
  perFile = SITEMAP_MAX_URLS,
  known?: SitemapCounts,
): Promise<AsyncGenerator<string>> {
  const counts = known ?? (await sitemapCounts(db));
  if (counts.events + counts.hosts <= perFile) {
    return urlset([
      urls(appUrl, listedEventsBetween(db, ...ALL_IDS), eventPagePath),
      urls(appUrl, offeringHostsBetween(db, ...ALL_IDS), profilePagePath),
    ]);
  }
  const [eventParts, hostParts] = await Promise.all([
    sitemapParts(db, 'events', perFile),
    sitemapParts(db, 'hosts', perFile),
  ]);
  const entries = [
    ...eventParts.map((p) => ({ of: 'events' as const, ...p })),
    ...hostParts.map((p) => ({ of: 'hosts' as const, ...p })),
  ];
  return (async function* index() {
    yield `${XML}<sitemapindex xmlns="${NS}">\n`;
    for (const e of entries) {
      yield `<sitemap><loc>${escapeHtml(`${appUrl}${sitemapPartPath(e)}`)}</loc><lastmod>${e.lastmod.toISOString()}</lastmod></sitemap>\n`;
    }
    yield '</sitemapindex>\n';
  })();
}

/** One part of the index: the dinners, or the hosts, with ids in its range of 50,000. */
export function sitemapPart(
  db: DbOrTx,
  appUrl: string,
  { of, part }: SitemapPart,
  perFile = SITEMAP_MAX_URLS,
) {
  const from = Math.min(part * perFile, INT32_MAX);
  const to = Math.min(from + perFile, INT32_MAX);
  return of === 'events'
    ? urlset([urls(appUrl, listedEventsBetween(db, from, to), eventPagePath)])
    : urlset([urls(appUrl, offeringHostsBetween(db, from, to), profilePagePath)]);
}

/**
 * robots.txt: crawlers keep out of the API (but may fetch the images previews show), the
 * signed-in pages and the one-time pages; the sitemap says where the dinners are.
 */
export function robotsTxt(appUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /api/images/',
    'Allow: /api/events/*/share-card.png',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /settings',
    'Disallow: /create',
    'Disallow: /profile$',
    'Disallow: /reservations/',
    'Disallow: /payment-success',
    'Disallow: /reset-password',
    'Disallow: /search',
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
