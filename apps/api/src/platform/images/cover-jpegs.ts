import { createHash } from 'node:crypto';
import type { StoredImage } from './image-store.ts';
import { encodeJpegs } from './square-jpegs.ts';

/** An event cover's widths, 16:10 (cards, the dialog and the detail page pick with srcset). */
export const COVER_WIDTHS = [480, 960, 1440] as const;
const coverHeight = (width: number) => Math.round((width * 10) / 16);
/** The width an event row names (`events.cover_image_key`); the others share its hash. */
export const COVER_KEY_WIDTH = COVER_WIDTHS[COVER_WIDTHS.length - 1]!;

/** The key of one width of the cover whose row key is `key` (`<sha256>-<width>.jpg`). */
export const coverKeyAt = (key: string, width: number) =>
  key.replace(/-\d+\.jpg$/, `-${width}.jpg`);

/**
 * An upload as a cover in every width. One hash over the owner and all the widths' bytes names
 * them all, so the event keeps one key (the largest) and the bytes behind a URL never change.
 */
export async function coverJpegs(input: Buffer, owner: string): Promise<StoredImage[]> {
  const boxes = COVER_WIDTHS.map((width) => ({ width, height: coverHeight(width) }));
  const encoded = await encodeJpegs(input, boxes);
  const hash = createHash('sha256').update(`${owner}\n`);
  for (const bytes of encoded) hash.update(bytes);
  const digest = hash.digest('hex');
  return encoded.map((bytes, i) => ({
    key: `${digest}-${boxes[i]!.width}.jpg`,
    contentType: 'image/jpeg',
    width: boxes[i]!.width,
    height: boxes[i]!.height,
    bytes,
  }));
}
