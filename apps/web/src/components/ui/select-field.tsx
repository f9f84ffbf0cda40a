import { ChevronDown } from 'lucide-react';
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn.ts';
import { Field, splitFieldProps } from './field.tsx';
import { inputClasses } from './text-field.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly SelectOption[];
  /** The first, empty choice ('Select a state'); omitted when not given. */
  placeholder?: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Hides the label visually (it still names the select). */
  hideLabel?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled native select: the platform's own picker on phones, full keyboard support, and it
 * works with react-hook-form's register. Error and hint are tied to it for screen readers.
 */
export function SelectField({ options, placeholder, ref, ...props }: SelectFieldProps) {
  const [field, rest] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <div className="relative">
          <select
            ref={ref}
            {...control}
            className={cn(inputClasses, 'cursor-pointer appearance-none pr-10 disabled:text-muted')}
            {...rest}
          >
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
          />
        </div>
      )}
    </Field>
  );
}
