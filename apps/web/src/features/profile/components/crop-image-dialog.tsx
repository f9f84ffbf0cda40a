import { Camera } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog.tsx';
import { ImageFileButton } from '@/components/ui/image-file-button.tsx';
import { useCropImage } from '../hooks/use-crop-image.ts';
import { ImageCropper } from './image-cropper.tsx';

/** Crop profile image: pick a file, crop a circle out of it, upload it as JPEG. */
export function CropImageDialog() {
  const [open, setOpen] = useState(false);
  const image = useCropImage(() => setOpen(false));
  const { source, problem } = image;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) image.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          <Camera aria-hidden="true" className="size-4" />
          Change photo
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Crop profile image"
        description="Choose a JPEG, PNG, WebP or GIF of at most 5MB, then drag the circle to frame your face."
        size="lg"
      >
        <div className="mt-6 space-y-4">
          <div>
            <ImageFileButton
              label={source ? 'Choose another image' : 'Choose an image'}
              onPick={image.onFile}
            />
          </div>
          {problem ? (
            <p role="alert" className="text-sm text-danger">
              {problem}
            </p>
          ) : null}
          {source ? (
            <ImageCropper
              source={source}
              crop={image.crop}
              onCropChange={image.setCrop}
              onCropComplete={image.setCompleted}
              onImageLoad={image.onImageLoad}
              imageRef={image.imageRef}
            />
          ) : null}
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button onClick={image.save} disabled={!image.canSave}>
              {image.uploading ? 'Uploading...' : 'Save photo'}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
