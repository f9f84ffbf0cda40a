import { ImageUp } from 'lucide-react';
import { type ChangeEvent, useId } from 'react';
import { buttonClasses } from './button.tsx';

/**
 * A button-looking label over a hidden file input that takes images: `onPick` gets the chosen
 * file (choosing the same file again picks it again).
 */
export function ImageFileButton({
  label,
  inputLabel,
  onPick,
  disabled,
  size = 'md',
  'aria-describedby': describedBy,
}: {
  label: string;
  /** The input's own name, when `label` alone is ambiguous (several on a page). */
  inputLabel?: string;
  onPick: (file: File) => void;
  disabled?: boolean;
  size?: 'sm' | 'md';
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
        className={buttonClasses(
          'secondary',
          size,
          'cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500',
        )}
      >
        <ImageUp aria-hidden="true" className="size-4" />
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        aria-label={inputLabel}
        aria-describedby={describedBy}
        disabled={disabled}
        onChange={onChange}
        className="sr-only"
      />
    </>
  );
}
