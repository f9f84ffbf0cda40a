import { SETTINGS_MESSAGES } from '@storytable/domain';
import { useEffect, useRef, useState } from 'react';
import {
  type Crop,
  centerCrop,
  convertToPixelCrop,
  makeAspectCrop,
  type PixelCrop,
} from 'react-image-crop';
import { checkPickedImage } from '@/lib/image-file.ts';
import { toast } from '@/lib/toast.ts';
import { useUploadProfileImage } from '../api/upload-profile-image.ts';
import { croppedJpeg } from '../lib/profile-image.ts';

/** A square crop 90% as wide as the picture, in its centre (spec section 5). */
function initialCrop(width: number, height: number): Crop {
  return centerCrop(makeAspectCrop({ unit: '%', width: 90 }, 1, width, height), width, height);
}

/**
 * The crop dialog's work: a picked file is checked (type, 5MB) and shown, the crop starts
 * centred, and saving uploads the cropped JPEG; `onSaved` runs after a successful upload.
 */
export function useCropImage(onSaved: () => void) {
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
    const why = checkPickedImage(file);
    if (why) {
      setProblem(why);
      return;
    }
    setSource(URL.createObjectURL(file));
  };
  const onImageLoad = (img: HTMLImageElement) => {
    const first = initialCrop(img.width, img.height);
    setCrop(first);
    setCompleted(convertToPixelCrop(first, img.width, img.height));
  };
  const save = async () => {
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
        onSaved();
        reset();
        toast({ title: SETTINGS_MESSAGES.IMAGE_UPDATED });
      },
    });
  };

  return {
    source,
    problem,
    crop,
    setCrop,
    setCompleted,
    imageRef,
    onFile,
    onImageLoad,
    save,
    reset,
    canSave: completed !== undefined && !mutation.isPending,
    uploading: mutation.isPending,
  };
}
