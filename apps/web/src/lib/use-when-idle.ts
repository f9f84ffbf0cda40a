import { useEffect, useState } from 'react';

/**
 * False until the browser is idle after the page's first paint (at most `IDLE_TIMEOUT_MS`), then
 * `delayMs` more. For work nobody waits for on arrival: it runs over a page that is already laid
 * out instead of adding to the first render.
 */
export function useWhenIdle(delayMs = 0): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    const done = () => {
      timer = window.setTimeout(() => setIdle(true), delayMs);
    };
    if (typeof window.requestIdleCallback !== 'function') {
      done();
      return () => window.clearTimeout(timer);
    }
    const id = window.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
    return () => {
      window.cancelIdleCallback(id);
      window.clearTimeout(timer);
    };
  }, [delayMs]);
  return idle;
}

const IDLE_TIMEOUT_MS = 2000;
