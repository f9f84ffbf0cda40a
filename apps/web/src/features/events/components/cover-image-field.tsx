import { ImageUp, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ImageFileButton } from '@/components/ui/image-file-button.tsx';
import { checkPickedImage } from '@/lib/image-file.ts';

/**
 * The create form's cover photo: pick an image, see it framed as cards show it (16:10, centred),
 * remove it. Optional: without one the category artwork is the cover. The file is uploaded once
 * the event exists (docs/decisions/032).
 */
export function CoverImageField({
  value,
  onChange,
}: {
  value: File | null;
  onChange: (file: File | null) => void;
}) {
  const hintId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!value) return setPreview(null);
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  const onPick = (file: File) => {
    const why = checkPickedImage(file);
    setProblem(why);
    if (!why) onChange(file);
  };

  return (
    <div className="space-y-3">
      <p className="text-sm font-medium text-ink">Cover image (optional)</p>
      <div className="relative aspect-[16/10] overflow-hidden rounded-2xl border border-dashed border-line bg-cream sm:max-w-md">
        {preview ? (
          <img
            src={preview}
            alt="Cover preview"
            className="absolute inset-0 size-full object-cover"
          />
        ) : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-6 text-center text-sm text-muted">
            <ImageUp aria-hidden="true" className="size-8 text-brand-500" />
            No cover yet: your category's artwork will be shown.
          </div>
        )}
      </div>
      <p id={hintId} className="text-sm text-muted">
        A JPEG, PNG, WebP or GIF of at most 5MB, shown wide (16:10) on cards and the event page.
      </p>
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <ImageFileButton
          label={value ? 'Choose another image' : 'Choose a cover image'}
          aria-describedby={hintId}
          onPick={onPick}
        />
        {value ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
            <X aria-hidden="true" className="size-4" />
            Remove cover image
          </Button>
        ) : null}
      </div>
    </div>
  );
}
