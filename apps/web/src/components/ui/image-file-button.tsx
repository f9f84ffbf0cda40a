import { ImageUp } from 'lucide-react';
import { type ChangeEvent, useId } from 'react';

/**
 * A button-looking label over a hidden file input that takes images: `onPick` gets the chosen
 * file (choosing the same file again picks it again).
 */
export function ImageFileButton({
  label,
  onPick,
  'aria-describedby': describedBy,
}: {
  label: string;
  onPick: (file: File) => void;
  'aria-describedby'?: string;
}) {
  const id = useId();
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) onPick(file);
  };
  return (
    <>
      <label
        htmlFor={id}
        className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-full border border-line bg-white px-5 text-sm font-medium text-ink hover:border-brand-200 hover:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500"
      >
        <ImageUp aria-hidden="true" className="size-4" />
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        aria-describedby={describedBy}
        onChange={onChange}
        className="sr-only"
      />
    </>
  );
}
