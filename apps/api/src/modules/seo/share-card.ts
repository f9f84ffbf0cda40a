import { createHash } from 'node:crypto';
import {
  type Event,
  formatEventLongDate,
  formatEventTime,
  publicPlaceText,
} from '@storytable/domain';
import { and, eq, like, ne } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppDeps } from '../../app-deps.ts';
import { storedImages } from '../../db/schema/index.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { saveImages } from '../../platform/images/image-store.ts';

export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** What a dinner's card shows: its title, when (in its zone), who hosts and where. */
export function shareCardContent(event: Event) {
  return {
    title: event.title,
    when: `${formatEventLongDate(event.dateTime, event.timeZone)} · ${formatEventTime(event.dateTime, event.timeZone)}`,
    host: `Hosted by ${event.host.name}`,
    place: `${event.restaurantName} · ${publicPlaceText(event)}`,
    cancelled: !event.status,
  };
}
type CardContent = ReturnType<typeof shareCardContent>;

/** The card's version: a hash of what it shows, so its URL changes when the dinner does. */
export function shareCardVersion(event: Event): string {
  return createHash('sha256')
    .update(JSON.stringify(shareCardContent(event)))
    .digest('hex')
    .slice(0, 16);
}

const keyPrefix = (eventId: number) => `share-${eventId}-`;
export const shareCardKey = (eventId: number, version: string) =>
  `${keyPrefix(eventId)}${version}.png`;

/** Greedy word wrap at about `width` characters, at most `lines` lines (the last one cut). */
function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  kept[lines - 1] = `${kept[lines - 1]!.slice(0, width - 1).trimEnd()}…`;
  return kept;
}

const text = (s: string) => escapeHtml(s);

/** The card as SVG: the brand's cream and rust, the title large, then when, where and who. */
export function shareCardSvg(content: CardContent, appName: string): string {
  const { width, height } = SHARE_CARD_SIZE;
  const titleLines = wrap(content.title, 28, 3);
  const titleTop = 200;
  const lineHeight = 78;
  const after = titleTop + titleLines.length * lineHeight + 30;
  const serif = 'font-family="\'DejaVu Serif\', Georgia, serif"';
  const sans = 'font-family="\'DejaVu Sans\', Arial, sans-serif"';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="#fffaf2"/>
  <rect width="24" height="${height}" fill="#7c2d12"/>
  <circle cx="1090" cy="110" r="190" fill="#fde7d3"/>
  <text x="80" y="110" ${sans} font-size="30" font-weight="bold" fill="#7c2d12" letter-spacing="2">${text(appName.toUpperCase())}</text>
  ${content.cancelled ? `<text x="80" y="150" ${sans} font-size="28" font-weight="bold" fill="#b91c1c">CANCELLED</text>` : ''}
  ${titleLines.map((l, i) => `<text x="80" y="${titleTop + (i + 1) * lineHeight - 14}" ${serif} font-size="64" font-weight="bold" fill="#2b1d16">${text(l)}</text>`).join('\n  ')}
  <text x="80" y="${after + 40}" ${sans} font-size="34" fill="#2b1d16">${text(content.when)}</text>
  <text x="80" y="${after + 92}" ${sans} font-size="30" fill="#6b5e55">${text(wrap(content.place, 60, 1)[0] ?? '')}</text>
  <text x="80" y="${height - 60}" ${sans} font-size="30" font-weight="bold" fill="#7c2d12">${text(wrap(content.host, 60, 1)[0] ?? '')}</text>
</svg>`;
}

export async function renderShareCard(content: CardContent, appName: string): Promise<Buffer> {
  return sharp(Buffer.from(shareCardSvg(content, appName)))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

type Deps = Pick<AppDeps, 'db' | 'images' | 'config'>;

/**
 * A dinner's card as PNG bytes. Rendered once per version and kept where every instance reads
 * images (the database or the bucket, decision 025), so every instance serves the same bytes; a
 * new version replaces the dinner's older cards.
 */
export async function shareCardPng(deps: Deps, event: Event): Promise<Buffer> {
  const key = shareCardKey(event.id, shareCardVersion(event));
  const kept = await deps.images.get(key);
  if (kept && Buffer.isBuffer(kept.body)) return kept.body;
  const bytes = await renderShareCard(shareCardContent(event), deps.config.appName);
  const rows = await deps.images.put([
    { key, contentType: 'image/png', ...SHARE_CARD_SIZE, bytes },
  ]);
  await deps.db.transaction(async (tx) => {
    await saveImages(tx, { ownerId: event.hostId, kind: 'share-card' }, rows);
    await tx
      .delete(storedImages)
      .where(
        and(
          eq(storedImages.kind, 'share-card'),
          like(storedImages.key, `${keyPrefix(event.id)}%`),
          ne(storedImages.key, key),
        ),
      );
  });
  return bytes;
}
