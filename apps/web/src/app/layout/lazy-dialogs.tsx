import { WELCOME_FLAG_KEY } from '@storytable/domain';
import { lazy, Suspense, useState } from 'react';
import { useAuthDialog } from '@/lib/auth-dialog.ts';
import { storage } from '@/lib/storage.ts';
import { useWhenIdle } from '@/lib/use-when-idle.ts';

// Dialog code (Radix Dialog, forms, schemas) stays out of the first load: it arrives when needed.
const AuthDialogs = lazy(() => import('@/features/auth/components/auth-dialogs.tsx'));
const WelcomeModal = lazy(() => import('./welcome-modal.tsx'));

/** Mounts the auth dialogs the first time someone asks for them, then keeps them mounted. */
export function AuthDialogHost() {
  const { open } = useAuthDialog();
  const [needed, setNeeded] = useState(open);
  if (open && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogs />
    </Suspense>
  );
}

/** A first visitor reads the page a moment before the welcome covers it (decision 037). */
const WELCOME_AFTER_MS = 2500;

/** Shows the welcome modal only to a browser that has not seen it, once the page is up. */
export function WelcomeGate() {
  const [show] = useState(() => storage.getItem(WELCOME_FLAG_KEY) === null);
  const idle = useWhenIdle(WELCOME_AFTER_MS);
  if (!show || !idle) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeModal />
    </Suspense>
  );
}
