import 'react-image-crop/dist/ReactCrop.css';
import { SETTINGS_MESSAGES } from '@storytable/domain';
import { Camera } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import ReactCrop, {
  type Crop,
  centerCrop,
  convertToPixelCrop,
  makeAspectCrop,
  type PixelCrop,
} from 'react-image-crop';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog.tsx';
import { ImageFileButton } from '@/components/ui/image-file-button.tsx';
import { toast } from '@/lib/toast.ts';
import { useUploadProfileImage } from '../api/upload-profile-image.ts';
import { CROP_MIN_PX, croppedJpeg, profileImageProblem } from '../lib/profile-image.ts';

/** A square crop 90% as wide as the picture, in its centre (spec section 5). */
function initialCrop(width: number, height: number): Crop {
  return centerCrop(makeAspectCrop({ unit: '%', width: 90 }, 1, width, height), width, height);
}

/** Crop profile image: pick a file, crop a circle out of it, upload it as JPEG. */
export function CropImageDialog() {
  const [open, setOpen] = useState(false);
  const [source, setSource] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [crop, setCrop] = useState<Crop>();
  const [completed, setCompleted] = useState<PixelCrop>();
  const imageRef = useRef<HTMLImageElement>(null);
  const mutation = useUploadProfileImage();

  useEffect(() => () => (source ? URL.revokeObjectURL(source) : undefined), [source]);

  const reset = () => {
    setSource(null);
    setProblem(null);
    setCrop(undefined);
    setCompleted(undefined);
    mutation.reset();
  };
  const onFile = (file: File) => {
    reset();
    const why = profileImageProblem(file);
    if (why) {
      setProblem(why);
      toast({ variant: 'destructive', title: 'Error', description: why });
      return;
    }
    setSource(URL.createObjectURL(file));
  };
  const onImageLoad = (img: HTMLImageElement) => {
    const first = initialCrop(img.width, img.height);
    setCrop(first);
    setCompleted(convertToPixelCrop(first, img.width, img.height));
  };
  const onSave = async () => {
    const image = imageRef.current;
    if (!image || !completed) return;
    let jpeg: Blob;
    try {
      jpeg = await croppedJpeg(image, completed);
    } catch (err) {
      const description = err instanceof Error ? err.message : 'Canvas is empty';
      toast({ variant: 'destructive', title: 'Error', description });
      return;
    }
    mutation.mutate(jpeg, {
      onSuccess: () => {
        setOpen(false);
        reset();
        toast({ title: SETTINGS_MESSAGES.IMAGE_UPDATED });
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
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
              onPick={onFile}
            />
          </div>
          {problem ? (
            <p role="alert" className="text-sm text-danger">
              {problem}
            </p>
          ) : null}
          {source ? (
            <div className="flex justify-center rounded-2xl bg-cream p-2">
              <ReactCrop
                crop={crop}
                onChange={(_pixels, percent) => setCrop(percent)}
                onComplete={(pixels) => setCompleted(pixels)}
                aspect={1}
                circularCrop
                keepSelection
                minWidth={CROP_MIN_PX}
                minHeight={CROP_MIN_PX}
                ariaLabels={{
                  cropArea: 'Crop area: use the arrow keys to move it',
                  nwDragHandle: 'Resize from the top left',
                  nDragHandle: 'Resize from the top',
                  neDragHandle: 'Resize from the top right',
                  eDragHandle: 'Resize from the right',
                  seDragHandle: 'Resize from the bottom right',
                  sDragHandle: 'Resize from the bottom',
                  swDragHandle: 'Resize from the bottom left',
                  wDragHandle: 'Resize from the left',
                }}
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
          ) : null}
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button onClick={onSave} disabled={!completed || mutation.isPending}>
              {mutation.isPending ? 'Uploading...' : 'Save photo'}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
