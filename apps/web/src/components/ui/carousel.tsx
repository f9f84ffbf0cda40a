import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { cn } from '@/lib/cn.ts';

/**
 * A looping carousel (Embla) that moves a whole group of visible slides at a time: 3 per group
 * on wide screens, 2 on tablets, 1 on phones. Previous/next buttons, one dot per group (the
 * active one highlighted), and slides out of view are inert so keyboard focus stays on what is
 * shown.
 */
export function Carousel({
  label,
  slides,
  previousLabel = 'Previous slides',
  nextLabel = 'Next slides',
  className,
}: {
  /** Names the carousel region for assistive technology. */
  label: string;
  /** Each slide with a stable key. */
  slides: Array<{ key: string | number; node: ReactNode }>;
  previousLabel?: string;
  nextLabel?: string;
  className?: string;
}) {
  const [viewportRef, api] = useEmblaCarousel({
    loop: true,
    align: 'start',
    slidesToScroll: 'auto',
    inViewThreshold: 0.6,
  });
  const [snaps, setSnaps] = useState<number[]>([]);
  const [selected, setSelected] = useState(0);
  const [inView, setInView] = useState<number[] | null>(null);

  const sync = useCallback(() => {
    if (!api) return;
    setSnaps(api.scrollSnapList());
    setSelected(api.selectedScrollSnap());
    setInView(api.slidesInView());
  }, [api]);

  useEffect(() => {
    if (!api) return;
    sync();
    const onSelect = () => setSelected(api.selectedScrollSnap());
    const onInView = () => setInView(api.slidesInView());
    api.on('reInit', sync).on('select', onSelect).on('slidesInView', onInView);
    return () => {
      api.off('reInit', sync).off('select', onSelect).off('slidesInView', onInView);
    };
  }, [api, sync]);

  const groups = snaps.length;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={cn('relative', className)}
    >
      <div ref={viewportRef} className="-mx-2 overflow-hidden px-0 py-2">
        <div className="flex touch-pan-y">
          {slides.map((slide, i) => (
            // biome-ignore lint/a11y/useSemanticElements: APG carousel pattern, a slide is a group
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              inert={inView !== null && !inView.includes(i)}
              className="min-w-0 shrink-0 grow-0 basis-full px-2 sm:basis-1/2 lg:basis-1/3"
            >
              {slide.node}
            </div>
          ))}
        </div>
      </div>
      {groups > 1 ? (
        <div className="mt-5 flex items-center justify-center gap-4">
          <button
            type="button"
            onClick={() => api?.scrollPrev()}
            aria-label={previousLabel}
            className="inline-flex size-10 items-center justify-center rounded-full border border-line bg-white text-ink shadow-sm transition-colors hover:border-brand-200 hover:bg-brand-50"
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <div className="flex items-center gap-1">
            {snaps.map((_, i) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: one dot per group, by position
                key={i}
                type="button"
                onClick={() => api?.scrollTo(i)}
                aria-label={`Go to group ${i + 1} of ${groups}`}
                aria-current={i === selected ? 'true' : undefined}
                className="group inline-flex size-6 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'block h-2.5 rounded-full transition-all',
                    i === selected
                      ? 'w-6 bg-brand-600'
                      : 'w-2.5 bg-stone-300 group-hover:bg-stone-400',
                  )}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={() => api?.scrollNext()}
            aria-label={nextLabel}
            className="inline-flex size-10 items-center justify-center rounded-full border border-line bg-white text-ink shadow-sm transition-colors hover:border-brand-200 hover:bg-brand-50"
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
          <p className="sr-only" aria-live="polite">
            Group {selected + 1} of {groups}
          </p>
        </div>
      ) : null}
    </section>
  );
}
