import 'react-image-crop/dist/ReactCrop.css';
import type { Ref } from 'react';
import ReactCrop, { type Crop, type PixelCrop } from 'react-image-crop';
import { CROP_MIN_PX } from '../lib/profile-image.ts';

const ARIA_LABELS = {
  cropArea: 'Crop area: use the arrow keys to move it',
  nwDragHandle: 'Resize from the top left',
  nDragHandle: 'Resize from the top',
  neDragHandle: 'Resize from the top right',
  eDragHandle: 'Resize from the right',
  seDragHandle: 'Resize from the bottom right',
  sDragHandle: 'Resize from the bottom',
  swDragHandle: 'Resize from the bottom left',
  wDragHandle: 'Resize from the left',
};

/** The picked image under a square, circular crop of at least 100 px (spec section 5). */
export function ImageCropper({
  source,
  crop,
  onCropChange,
  onCropComplete,
  onImageLoad,
  imageRef,
}: {
  source: string;
  crop: Crop | undefined;
  onCropChange: (percent: Crop) => void;
  onCropComplete: (pixels: PixelCrop) => void;
  onImageLoad: (img: HTMLImageElement) => void;
  imageRef: Ref<HTMLImageElement>;
}) {
  return (
    <div className="flex justify-center rounded-2xl bg-cream p-2">
      <ReactCrop
        crop={crop}
        onChange={(_pixels, percent) => onCropChange(percent)}
        onComplete={(pixels) => onCropComplete(pixels)}
        aspect={1}
        circularCrop
        keepSelection
        minWidth={CROP_MIN_PX}
        minHeight={CROP_MIN_PX}
        ariaLabels={ARIA_LABELS}
      >
        <img
          ref={imageRef}
          src={source}
          alt="Your selection, to crop"
          className="max-h-[55dvh]"
          onLoad={(e) => onImageLoad(e.currentTarget)}
        />
      </ReactCrop>
    </div>
  );
}
