import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * An open/closed menu that closes when the page changes (`location`), on Escape (focus back on
 * `toggle`) and on a press outside `container`.
 */
export function useMenuDismiss(
  location: string,
  container: RefObject<HTMLElement | null>,
  toggle: RefObject<HTMLElement | null>,
) {
  const [open, setOpen] = useState(false);
  const close = useCallback(
    (returnFocus = false) => {
      setOpen(false);
      if (returnFocus) toggle.current?.focus();
    },
    [toggle],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: location is the trigger, not a value read
  useEffect(() => setOpen(false), [location]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close(true);
    };
    const onPointer = (e: PointerEvent) => {
      if (container.current && !container.current.contains(e.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, container]);

  return { open, setOpen, close };
}
