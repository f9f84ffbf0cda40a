import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useWhenIdle } from './use-when-idle.ts';

type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

/** Slides per screenful at this width: the `basis-*` classes of a carousel slide. */
function slidesPerView(): number {
  if (window.matchMedia('(min-width: 64rem)').matches) return 3;
  return window.matchMedia('(min-width: 40rem)').matches ? 2 : 1;
}

/**
 * A looping Embla carousel that moves a whole group of visible slides at a time. Embla measures
 * every slide when it starts, which right after the slides arrive forces a layout of the whole
 * page in the same task: it starts once the page is idle instead, or at once when the carousel
 * is `reach`ed (a pointer or focus). A press before it started runs once it has.
 */
export function useGroupCarousel(slideCount: number) {
  const idle = useWhenIdle();
  const [reached, setReached] = useState(false);
  const [viewportRef, api] = useEmblaCarousel({
    loop: true,
    align: 'start',
    slidesToScroll: 'auto',
    inViewThreshold: 0.6,
  });
  // until Embla has measured, one group per screenful as the slide widths set them
  const [snaps, setSnaps] = useState<number[]>(() =>
    Array.from({ length: Math.ceil(slideCount / slidesPerView()) }, (_, i) => i),
  );
  const [selected, setSelected] = useState(0);
  const [inView, setInView] = useState<number[] | null>(null);

  const sync = useCallback(() => {
    if (!api) return;
    setSnaps(api.scrollSnapList());
    setSelected(api.selectedScrollSnap());
    setInView(api.slidesInView());
  }, [api]);

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

  return {
    /** Embla is made (and measures) when it gets the viewport. */
    viewportRef: idle || reached ? viewportRef : undefined,
    reach: () => setReached(true),
    groups: snaps.length,
    selected,
    /** Whether slide `i` is out of view (once Embla knows): it is made inert. */
    hidden: (i: number) => inView !== null && !inView.includes(i),
    previous: () => run((a) => a.scrollPrev()),
    next: () => run((a) => a.scrollNext()),
    goTo: (group: number) => run((a) => a.scrollTo(group)),
  };
}
