import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

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

/**
 * As `useIsClient`, but after hydration the switch comes in a transition: a large part drawn
 * over prerendered HTML renders in slices instead of one long task (a store's switch is always
 * drawn at once). True from the first render when nothing was hydrated.
 */
export function useIsClientSoon(): boolean {
  const client = useIsClient();
  const [ready, setReady] = useState(client);
  useEffect(() => {
    if (!ready) startTransition(() => setReady(true));
  }, [ready]);
  return ready;
}
