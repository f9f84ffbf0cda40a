import { useSyncExternalStore } from 'react';

/** Spec section 9: one toast at a time, 5000 ms, removal delay 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /**
   * A page the toast points to (the dinner just created, 'View reservation'). `alt` says where
   * else to reach it, for screen reader users who cannot get to the toast in time (altText).
   */
  action?: { label: string; href: string; alt?: string };
}

export interface ToastItem extends ToastInput {
  id: string;
  variant: ToastVariant;
  open: boolean;
}

let toasts: readonly ToastItem[] = [];
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit(next: readonly ToastItem[]) {
  toasts = next;
  for (const l of listeners) l();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  const t = setTimeout(() => {
    removalTimers.delete(id);
    emit(toasts.filter((x) => x.id !== id));
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, t);
}

/** Closes one toast (or all); it stays mounted, closed, until the removal delay passes. */
export function dismissToast(id?: string): void {
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

/** Shows a toast from anywhere; a new toast replaces the earlier one (limit 1). */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  const item: ToastItem = { ...input, id, variant: input.variant ?? 'default', open: true };
  for (const old of toasts) {
    const timer = removalTimers.get(old.id);
    if (timer) clearTimeout(timer);
    removalTimers.delete(old.id);
  }
  emit([item, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

export function getToasts(): readonly ToastItem[] {
  return toasts;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribeToasts, getToasts, getToasts);
}
