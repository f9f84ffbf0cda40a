import { Slider } from 'radix-ui';
import { useId } from 'react';
import { cn } from '@/lib/cn.ts';

/**
 * A two-thumb range slider (Radix) with a visible label and the current range. Each thumb has
 * its own accessible name ('Minimum price', 'Maximum price') and value text.
 */
export function RangeSlider({
  label,
  min,
  max,
  step = 1,
  value,
  onValueChange,
  format = String,
  thumbLabels,
  disabled,
  className,
}: {
  label: string;
  min: number;
  max: number;
  step?: number;
  value: [number, number];
  onValueChange: (value: [number, number]) => void;
  format?: (n: number) => string;
  thumbLabels: [string, string];
  disabled?: boolean;
  className?: string;
}) {
  const labelId = useId();
  return (
    <div className={cn('space-y-3', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <span id={labelId} className="text-sm font-medium text-ink">
          {label}
        </span>
        <span className="text-sm text-muted tabular-nums" aria-hidden="true">
          {format(value[0])} – {format(value[1])}
        </span>
      </div>
      <Slider.Root
        aria-labelledby={labelId}
        className="relative flex h-6 w-full touch-none items-center select-none data-[disabled]:opacity-50"
        min={min}
        max={max}
        step={step}
        value={value}
        minStepsBetweenThumbs={0}
        disabled={disabled}
        onValueChange={(v) => {
          if (v.length === 2) onValueChange([v[0] ?? min, v[1] ?? max]);
        }}
      >
        <Slider.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-line">
          <Slider.Range className="absolute h-full rounded-full bg-brand-600" />
        </Slider.Track>
        {thumbLabels.map((thumb, i) => (
          <Slider.Thumb
            key={thumb}
            aria-label={thumb}
            aria-valuetext={format(value[i] ?? min)}
            className="block size-5 cursor-grab rounded-full border-2 border-brand-600 bg-white shadow transition-transform hover:scale-110 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 active:cursor-grabbing"
          />
        ))}
      </Slider.Root>
    </div>
  );
}
