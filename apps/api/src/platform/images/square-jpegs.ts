import { createHash } from 'node:crypto';
import type { StoredImage } from './image-store.ts';

/** The avatar (profile) and card (lists, dialogs) sizes, square. */
export const AVATAR_SIZES = [256, 96] as const;
/** Larger inputs are refused before decoding: a small file can claim a huge canvas. */
export const MAX_INPUT_PIXELS = 25_000_000;

export class NotAnImage extends Error {}

export interface Box {
  width: number;
  height: number;
}

/**
 * Re-encodes an upload as JPEGs of the given boxes, centre-cropped, EXIF orientation applied and
 * every metadata block dropped (sharp writes none unless asked). What the bytes are decides, never
 * the file's name or declared type: anything sharp cannot decode within the pixel limit is refused.
 */
export async function encodeJpegs(input: Buffer, boxes: readonly Box[]): Promise<Buffer[]> {
  // loaded on the first upload, not at start: libvips is about 28 MB of an idle server's memory
  // (docs/decisions/016)
  const { default: sharp } = await import('sharp');
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.width || !meta.height) throw new NotAnImage('no dimensions');
    return await Promise.all(
      boxes.map((box) =>
        sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize(box.width, box.height, { fit: 'cover', position: 'centre' })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 85, mozjpeg: true })
          .toBuffer(),
      ),
    );
  } catch (err) {
    if (err instanceof NotAnImage) throw err;
    throw new NotAnImage((err as Error).message);
  }
}

/**
 * An upload as square JPEGs (encodeJpegs). Keys hash the bytes with their owner (`owner`, e.g.
 * `avatar:7`), so the bytes behind a URL never change and two people uploading the same picture
 * never share a key one of them deletes.
 */
export async function squareJpegs(
  input: Buffer,
  owner: string,
  sizes: readonly number[] = AVATAR_SIZES,
): Promise<StoredImage[]> {
  const encoded = await encodeJpegs(
    input,
    sizes.map((size) => ({ width: size, height: size })),
  );
  return encoded.map((bytes, i) => {
    const size = sizes[i]!;
    const hash = createHash('sha256').update(`${owner}\n`).update(bytes).digest('hex');
    return {
      key: `${hash}-${size}.jpg`,
      contentType: 'image/jpeg',
      width: size,
      height: size,
      bytes,
    };
  });
}
