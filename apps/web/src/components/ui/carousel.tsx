import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

import { cn } from '@/lib/cn.ts';
import { useWhenIdle } from '@/lib/use-when-idle.ts';

type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

/** Slides per screenful at this width: the `basis-*` classes of a slide below. */
function slidesPerView(): number {
  if (window.matchMedia('(min-width: 64rem)').matches) return 3;
  return window.matchMedia('(min-width: 40rem)').matches ? 2 : 1;
}

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
  // Embla measures every slide when it starts: right after the slides arrive that forces a
  // layout of the whole page in the same task. It starts once the page is idle instead, or at
  // once when a pointer or focus reaches the carousel.
  const idle = useWhenIdle();
  const [reached, setReached] = useState(false);
  const active = idle || reached;
  const [viewportRef, api] = useEmblaCarousel({
    loop: true,
    align: 'start',
    slidesToScroll: 'auto',
    inViewThreshold: 0.6,
  });
  // until Embla has measured, one group per screenful as the slide widths below set them
  const [snaps, setSnaps] = useState<number[]>(() =>
    Array.from({ length: Math.ceil(slides.length / slidesPerView()) }, (_, i) => i),
  );
  const [selected, setSelected] = useState(0);
  const [inView, setInView] = useState<number[] | null>(null);

  const sync = useCallback(() => {
    if (!api) return;
    setSnaps(api.scrollSnapList());
    setSelected(api.selectedScrollSnap());
    setInView(api.slidesInView());
  }, [api]);

  // a press before Embla started runs once it has
  const pending = useRef<((a: EmblaApi) => void) | null>(null);
  const run = (action: (a: EmblaApi) => void) => {
    if (api) return action(api);
    pending.current = action;
    setReached(true);
  };

  useEffect(() => {
    if (!api) return;
    sync();
    pending.current?.(api);
    pending.current = null;
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
      onPointerEnter={() => setReached(true)}
      onFocus={() => setReached(true)}
    >
      {/* Embla is made (and measures) when it gets the viewport */}
      <div ref={active ? viewportRef : undefined} className="-mx-2 overflow-hidden px-0 py-2">
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
            onClick={() => run((a) => a.scrollPrev())}
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
                onClick={() => run((a) => a.scrollTo(i))}
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
            onClick={() => run((a) => a.scrollNext())}
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
