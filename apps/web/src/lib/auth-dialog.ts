import { useSyncExternalStore } from 'react';

export type AuthMode = 'login' | 'register';

interface AuthDialogState {
  open: boolean;
  mode: AuthMode;
  /** bumps on every open so the dialog can reset its form */
  openedAt: number;
}

let state: AuthDialogState = { open: false, mode: 'login', openedAt: 0 };
const listeners = new Set<() => void>();

function set(next: AuthDialogState) {
  state = next;
  for (const l of listeners) l();
}

/** Opens the sign-in / sign-up dialog from anywhere (navigation, landing, reserve buttons). */
export function openAuthDialog(mode: AuthMode) {
  set({ open: true, mode, openedAt: Date.now() });
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
  );
}
