import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { Field, splitFieldProps } from './field.tsx';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input with its error and hint tied to it for screen readers. */
export function TextAreaField({ ref, rows = 5, ...props }: TextAreaFieldProps) {
  const [field, rest] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <textarea
          ref={ref}
          {...control}
          rows={rows}
          className="block w-full rounded-xl border border-line bg-white px-3.5 py-3 text-base text-ink shadow-xs transition-colors placeholder:text-muted/80 focus:border-brand-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:bg-cream aria-invalid:border-danger"
          {...rest}
        />
      )}
    </Field>
  );
}
