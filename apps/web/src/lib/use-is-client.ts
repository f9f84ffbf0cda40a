import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React hydrates a prerendered page (and in the prerender itself), true from the
 * first render after it: what depends on this browser or on today (stored choices, dates) renders
 * then, so the hydrating render matches the HTML the build wrote.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
