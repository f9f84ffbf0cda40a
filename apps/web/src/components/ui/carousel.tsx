import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';
import { useGroupCarousel } from '@/lib/use-group-carousel.ts';
import { CarouselControls } from './carousel-controls.tsx';

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
  const carousel = useGroupCarousel(slides.length);
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={cn('relative', className)}
      onPointerEnter={carousel.reach}
      onFocus={carousel.reach}
    >
      <div ref={carousel.viewportRef} className="-mx-2 overflow-hidden px-0 py-2">
        <div className="flex touch-pan-y">
          {slides.map((slide, i) => (
            // biome-ignore lint/a11y/useSemanticElements: APG carousel pattern, a slide is a group
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              inert={carousel.hidden(i)}
              className="min-w-0 shrink-0 grow-0 basis-full px-2 sm:basis-1/2 lg:basis-1/3"
            >
              {slide.node}
            </div>
          ))}
        </div>
      </div>
      {carousel.groups > 1 ? (
        <CarouselControls
          groups={carousel.groups}
          selected={carousel.selected}
          onPrevious={carousel.previous}
          onNext={carousel.next}
          onGoTo={carousel.goTo}
          previousLabel={previousLabel}
          nextLabel={nextLabel}
        />
      ) : null}
    </section>
  );
}
