import { useEffect, useState } from 'react';

const TICK_MS = 250;

/**
 * A round's countdown: counts from the moment it ends, not from ticks, so a busy phone that
 * skips ticks still shows the true time left.
 */
export function useRoundTimer(minutes: number) {
  const total = minutes * 60_000;
  const [left, setLeft] = useState(total);
  const [endsAt, setEndsAt] = useState<number | null>(null);

  useEffect(() => {
    if (endsAt === null) return;
    const id = setInterval(() => {
      const rest = endsAt - Date.now();
      setLeft(Math.max(0, rest));
      if (rest <= 0) setEndsAt(null);
    }, TICK_MS);
    return () => clearInterval(id);
  }, [endsAt]);

  return {
    left,
    running: endsAt !== null,
    done: left === 0,
    start: () => {
      if (endsAt === null && left > 0) setEndsAt(Date.now() + left);
    },
    pause: () => {
      if (endsAt === null) return;
      setLeft(Math.max(0, endsAt - Date.now()));
      setEndsAt(null);
    },
    reset: () => {
      setEndsAt(null);
      setLeft(total);
    },
  };
}
