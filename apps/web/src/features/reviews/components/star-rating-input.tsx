import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/lib/cn.ts';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * A 1 to 5 rating as a group of native radio buttons drawn as stars: Tab reaches the group,
 * the arrow keys move and choose, each star is named '1 star' ... '5 stars'.
 */
export function StarRatingInput({
  value,
  onChange,
  disabled,
  label = 'Rating',
}: {
  value: number;
  onChange: (rating: number) => void;
  disabled?: boolean;
  label?: string;
}) {
  const name = useId();
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-medium text-ink">{label}</legend>
      <div className="mt-1.5 flex items-center gap-3">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: hover only previews; the radios do the work */}
        <div className="flex" onMouseLeave={() => setHover(0)}>
          {STARS.map((n) => (
            <label
              key={n}
              onMouseEnter={() => setHover(n)}
              className="relative rounded-lg p-1 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-brand-500"
            >
              <input
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
              />
              <Star
                aria-hidden="true"
                className={cn(
                  'pointer-events-none size-7 transition-colors',
                  n <= shown ? 'fill-amber-500 text-amber-600' : 'text-stone-500',
                )}
              />
              <span className="sr-only">{n === 1 ? '1 star' : `${n} stars`}</span>
            </label>
          ))}
        </div>
        <span aria-hidden="true" className="text-sm text-muted">
          {value ? `${value} out of 5` : 'Choose a rating'}
        </span>
      </div>
    </fieldset>
  );
}
