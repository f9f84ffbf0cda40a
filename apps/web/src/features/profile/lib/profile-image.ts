import type { PixelCrop } from 'react-image-crop';

export const CROP_MIN_PX = 100;
export const JPEG_QUALITY = 0.9;
/** The longest side of the uploaded square; the server makes its own sizes from it. */
const OUTPUT_MAX_PX = 1024;

/** Spec section 5: the picked file's problem, or null when it may be cropped. */
export { imageFileProblem as profileImageProblem } from '@/lib/image-file.ts';

/**
 * Draws the crop of `image` (in displayed pixels, as react-image-crop reports it) at its natural
 * resolution, capped at OUTPUT_MAX_PX, and encodes it as JPEG 0.9.
 */
export function croppedJpeg(image: HTMLImageElement, crop: PixelCrop): Promise<Blob> {
  const scaleX = image.naturalWidth / image.width;
  const scaleY = image.naturalHeight / image.height;
  const sourceW = crop.width * scaleX;
  const sourceH = crop.height * scaleY;
  const side = Math.max(1, Math.round(Math.min(sourceW, sourceH, OUTPUT_MAX_PX)));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('Canvas is empty'));
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, crop.x * scaleX, crop.y * scaleY, sourceW, sourceH, 0, 0, side, side);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Canvas is empty'))),
      'image/jpeg',
      JPEG_QUALITY,
    );
  });
}
