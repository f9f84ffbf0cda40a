import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

const ARROW_CLASSES =
  'inline-flex size-10 items-center justify-center rounded-full border border-line bg-white text-ink shadow-sm transition-colors hover:border-brand-200 hover:bg-brand-50';

/** Previous and next buttons around one dot per group (the current one highlighted). */
export function CarouselControls({
  groups,
  selected,
  onPrevious,
  onNext,
  onGoTo,
  previousLabel,
  nextLabel,
}: {
  groups: number;
  selected: number;
  onPrevious: () => void;
  onNext: () => void;
  onGoTo: (group: number) => void;
  previousLabel: string;
  nextLabel: string;
}) {
  return (
    <div className="mt-5 flex items-center justify-center gap-4">
      <button
        type="button"
        onClick={onPrevious}
        aria-label={previousLabel}
        className={ARROW_CLASSES}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <div className="flex items-center gap-1">
        {Array.from({ length: groups }, (_, i) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: one dot per group, by position
            key={i}
            type="button"
            onClick={() => onGoTo(i)}
            aria-label={`Go to group ${i + 1} of ${groups}`}
            aria-current={i === selected ? 'true' : undefined}
            className="group inline-flex size-6 items-center justify-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={cn(
                'block h-2.5 rounded-full transition-all',
                i === selected ? 'w-6 bg-brand-600' : 'w-2.5 bg-stone-300 group-hover:bg-stone-400',
              )}
            />
          </button>
        ))}
      </div>
      <button type="button" onClick={onNext} aria-label={nextLabel} className={ARROW_CLASSES}>
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
      <p className="sr-only" aria-live="polite">
        Group {selected + 1} of {groups}
      </p>
    </div>
  );
}
