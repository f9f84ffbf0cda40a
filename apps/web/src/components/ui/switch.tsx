import { Switch as S } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn.ts';
import type { ToggleProps } from './checkbox.tsx';

/** A labelled on/off switch (Radix): a button with role switch, toggled by Space or Enter. */
export function Switch({
  label,
  description,
  checked,
  onCheckedChange,
  disabled,
  className,
}: ToggleProps & { label: string; description?: ReactNode }) {
  const id = useId();
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <S.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={description ? `${id}-description` : undefined}
        className="relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-stone-400 transition-colors data-[state=checked]:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-50"
      >
        <S.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
      </S.Root>
      <div>
        <label htmlFor={id} className="cursor-pointer text-sm font-medium text-ink">
          {label}
        </label>
        {description ? (
          <p id={`${id}-description`} className="text-sm text-muted">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
