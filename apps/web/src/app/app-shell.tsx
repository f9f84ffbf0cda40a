import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { LoadingScreen } from '@/components/ui/loading-dots.tsx';
import { useKeepAlive } from '@/features/auth/hooks/use-keep-alive.ts';
import { CookieConsentBanner } from '@/features/legal/components/cookie-consent-banner.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { Footer } from './layout/footer.tsx';
import { AuthDialogHost, WelcomeGate } from './layout/lazy-dialogs.tsx';
import { Navbar } from './layout/navbar.tsx';
import { UserLoadError } from './layout/user-load-error.tsx';
import { AppRoutes } from './router.tsx';
import { useVerifiedToast } from './use-verified-toast.ts';

// the payments config it reads is checked with its schema: that code loads beside the page
const DemoModeNotice = lazy(() => import('./layout/demo-mode-notice.tsx'));

function ScrollToTopOnNavigate() {
  const [location] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every page change
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

function Shell() {
  const { user } = useCurrentUser();
  useVerifiedToast();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-full bg-white px-4 py-2 font-medium text-ink shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <Suspense fallback={null}>
        <DemoModeNotice />
      </Suspense>
      <UserLoadError />
      <Navbar user={user} />
      {/* at least a screen tall: a page still loading keeps the footer below the fold instead of
          showing it and pushing it down as the page arrives (a layout shift) */}
      <main
        id="main-content"
        tabIndex={-1}
        className="flex min-h-dvh flex-1 flex-col focus:outline-none"
      >
        <AppRoutes />
      </main>
      <Footer />
      <ScrollToTopOnNavigate />
      <CookieConsentBanner />
      <WelcomeGate />
      <AuthDialogHost />
    </div>
  );
}

/** Welcome modal, navigation, page, footer: after the current user has first loaded. */
export function AppShell() {
  const { user, isLoading } = useCurrentUser();
  useKeepAlive(user?.id ?? null);
  if (isLoading) return <LoadingScreen />;
  return <Shell />;
}
