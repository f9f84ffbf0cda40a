import { useEffect, useRef, useState } from 'react';

/**
 * Milliseconds left until `at` (never below 0), ticking every second in the last hour and every
 * 30 seconds before; `onDone` runs once when it reaches 0.
 */
export function useCountdown(at: string | null, onDone?: () => void): number {
  const target = at ? Date.parse(at) : Number.NaN;
  const [left, setLeft] = useState(() => Math.max(0, target - Date.now()));
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (Number.isNaN(target)) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const ms = Math.max(0, target - Date.now());
      setLeft(ms);
      if (ms === 0) {
        done.current?.();
        return;
      }
      // wake at the next whole second, or sooner than the next half minute before the last hour
      const step = ms > 3_600_000 ? 30_000 : ms % 1000 || 1000;
      timer = setTimeout(tick, Math.min(step, ms));
    };
    tick();
    return () => clearTimeout(timer);
  }, [target]);
  return left;
}
