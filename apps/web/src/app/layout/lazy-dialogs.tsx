import { WELCOME_FLAG_KEY } from '@storytable/domain';
import { lazy, Suspense, useState } from 'react';
import { useAuthDialog } from '@/lib/auth-dialog.ts';
import { storage } from '@/lib/storage.ts';

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

/** Shows the welcome modal only to a browser that has not seen it. */
export function WelcomeGate() {
  const [show] = useState(() => storage.getItem(WELCOME_FLAG_KEY) === null);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeModal />
    </Suspense>
  );
}
