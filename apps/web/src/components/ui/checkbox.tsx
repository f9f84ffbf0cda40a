import { Check } from 'lucide-react';
import { Checkbox as C } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn.ts';

/** What an on/off control (checkbox, switch) takes besides its texts. */
export interface ToggleProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
}

/** A labelled checkbox (Radix). */
export function Checkbox({
  label,
  checked,
  onCheckedChange,
  disabled,
  className,
}: ToggleProps & { label: ReactNode }) {
  const id = useId();
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <C.Root
        id={id}
        checked={checked}
        onCheckedChange={(v) => onCheckedChange(v === true)}
        disabled={disabled}
        className="mt-0.5 inline-flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-md border-2 border-stone-500 bg-white transition-colors data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-50"
      >
        <C.Indicator>
          <Check aria-hidden="true" className="size-3.5 text-white" strokeWidth={3} />
        </C.Indicator>
      </C.Root>
      <label htmlFor={id} className="cursor-pointer text-sm leading-snug text-ink">
        {label}
      </label>
    </div>
  );
}
