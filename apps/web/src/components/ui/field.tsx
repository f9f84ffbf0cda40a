import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn.ts';

/** What a form control needs from its field: its id and the ARIA that ties the texts to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** What a field takes of its control's props; `aria-describedby` adds other descriptions. */
export interface FieldProps {
  id?: string | undefined;
  label: string;
  /** Hides the label visually (it still names the control). */
  hideLabel?: boolean | undefined;
  hint?: ReactNode;
  error?: string | undefined;
  'aria-describedby'?: string | undefined;
  className?: string | undefined;
}

/** A control's props split into the field's and the rest (for the control itself). */
export function splitFieldProps<P extends FieldProps>({
  id,
  label,
  hideLabel,
  hint,
  error,
  'aria-describedby': describedBy,
  className,
  ...rest
}: P): [FieldProps, Omit<P, keyof FieldProps>] {
  return [{ id, label, hideLabel, hint, error, 'aria-describedby': describedBy, className }, rest];
}

/**
 * A labelled form control with its hint and error tied to it for screen readers. `children`
 * draws the control with the props it is given.
 */
export function Field({
  children,
  ...field
}: FieldProps & { children: (control: FieldControlProps) => ReactNode }) {
  const { error, hint } = field;
  const auto = useId();
  const controlId = field.id ?? auto;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const descriptions = [error ? errorId : null, hint ? hintId : null, field['aria-describedby']]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cn('space-y-1.5', field.className)}>
      <label
        htmlFor={controlId}
        className={cn('block text-sm font-medium text-ink', field.hideLabel && 'sr-only')}
      >
        {field.label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': descriptions || undefined,
      })}
      {hint ? (
        <div id={hintId} className="text-sm text-muted">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
