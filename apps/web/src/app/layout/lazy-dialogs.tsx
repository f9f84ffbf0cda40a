import { WELCOME_FLAG_KEY } from '@storytable/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useCookieBannerOpen } from '@/features/legal/lib/cookie-consent.ts';
import { useAuthDialog } from '@/lib/auth-dialog.ts';
import { useCurrentUser } from '@/lib/current-user.ts';
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
/** How often a waiting welcome looks again for another dialog on the page. */
const OVERLAY_CHECK_MS = 500;

const anotherDialogOpen = () =>
  document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

/**
 * Shows the welcome modal to a visitor's browser that has not seen it, on the landing page only
 * (never over a shared dinner's link), once the page is up and nothing else covers it: not with
 * the cookie banner, the sign-in dialog or any other dialog open (decision 050). Once shown it
 * stays mounted until closed.
 */
export function WelcomeGate() {
  const [unseen] = useState(() => storage.getItem(WELCOME_FLAG_KEY) === null);
  const idle = useWhenIdle(WELCOME_AFTER_MS);
  const [location] = useLocation();
  const { user } = useCurrentUser();
  const cookieBanner = useCookieBannerOpen();
  const { open: signingIn } = useAuthDialog();
  const [shown, setShown] = useState(false);
  const waiting =
    !shown && unseen && idle && location === '/' && !user && !cookieBanner && !signingIn;

  useEffect(() => {
    if (!waiting) return;
    if (!anotherDialogOpen()) {
      setShown(true);
      return;
    }
    const timer = window.setInterval(() => {
      if (!anotherDialogOpen()) setShown(true);
    }, OVERLAY_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [waiting]);

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeModal />
    </Suspense>
  );
}
