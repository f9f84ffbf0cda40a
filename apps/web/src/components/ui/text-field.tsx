import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '@/lib/cn.ts';
import { Field, splitFieldProps } from './field.tsx';

export const inputClasses =
  'block h-11 w-full rounded-xl border border-line bg-white px-3.5 text-base text-ink placeholder:text-muted/80 shadow-xs transition-colors focus:border-brand-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:bg-cream aria-invalid:border-danger';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Something drawn after the input inside its box (a show-password toggle). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its error and hint tied to it for screen readers. */
export function TextField({ trailing, ref, ...props }: TextFieldProps) {
  const [field, rest] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <div className="relative">
          <input
            ref={ref}
            {...control}
            className={cn(inputClasses, trailing ? 'pr-12' : undefined)}
            {...rest}
          />
          {trailing ? (
            <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>
          ) : null}
        </div>
      )}
    </Field>
  );
}
