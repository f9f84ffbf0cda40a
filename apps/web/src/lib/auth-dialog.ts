import { useSyncExternalStore } from 'react';

export type AuthMode = 'login' | 'register';

interface AuthDialogState {
  open: boolean;
  mode: AuthMode;
  /** bumps on every open so the dialog can reset its form */
  openedAt: number;
  /** Where to go once signed in (a guarded page the visitor asked for). */
  next?: string | undefined;
}

let state: AuthDialogState = { open: false, mode: 'login', openedAt: 0 };
const listeners = new Set<() => void>();

function set(next: AuthDialogState) {
  state = next;
  for (const l of listeners) l();
}

/**
 * Opens the sign-in / sign-up dialog from anywhere (navigation, landing, reserve buttons);
 * `next` is the page to continue to once signed in.
 */
export function openAuthDialog(mode: AuthMode, next?: string) {
  set({ open: true, mode, openedAt: Date.now(), next });
}

export function closeAuthDialog() {
  set({ ...state, open: false });
}

export function setAuthDialogMode(mode: AuthMode) {
  set({ ...state, mode });
}

export function useAuthDialog(): AuthDialogState {
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    () => state,
    () => state,
  );
}
