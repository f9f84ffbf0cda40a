import { createHash } from 'node:crypto';
import type { StoredImage } from './image-store.ts';
import { encodeJpegs } from './square-jpegs.ts';

/** An event cover's widths, 16:10 (cards, the dialog and the detail page pick with srcset). */
export const COVER_WIDTHS = [480, 960, 1440] as const;
const COVER_BOXES = COVER_WIDTHS.map((width) => ({ width, height: Math.round((width * 10) / 16) }));
/** The width an event row names (`events.cover_image_key`); the others share its hash. */
export const COVER_KEY_WIDTH = COVER_WIDTHS[COVER_WIDTHS.length - 1]!;

/** The key of one width of the cover whose row key is `key` (`<sha256>-<width>.jpg`). */
export const coverKeyAt = (key: string, width: number) =>
  key.replace(/-\d+\.jpg$/, `-${width}.jpg`);

/** A cover's bytes in every width, before they are named (coverImages). */
export type EncodedCover = Buffer[];

/** An upload re-encoded to every cover width (16:10, centre-cropped; see encodeJpegs). */
export function encodeCover(input: Buffer): Promise<EncodedCover> {
  return encodeJpegs(input, COVER_BOXES);
}

/**
 * The stored images of an encoded cover. One hash over the owner and all the widths' bytes names
 * them all, so the event keeps one key (the largest) and the bytes behind a URL never change.
 */
export function coverImages(encoded: EncodedCover, owner: string): StoredImage[] {
  const hash = createHash('sha256').update(`${owner}\n`);
  for (const bytes of encoded) hash.update(bytes);
  const digest = hash.digest('hex');
  return encoded.map((bytes, i) => ({
    key: `${digest}-${COVER_BOXES[i]!.width}.jpg`,
    contentType: 'image/jpeg',
    width: COVER_BOXES[i]!.width,
    height: COVER_BOXES[i]!.height,
    bytes,
  }));
}

/** An upload as a cover of `owner` (e.g. `event-cover:7`). */
export async function coverJpegs(input: Buffer, owner: string): Promise<StoredImage[]> {
  return coverImages(await encodeCover(input), owner);
}
