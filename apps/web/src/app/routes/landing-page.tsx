import { lazy, Suspense } from 'react';
import { becomeHostHref } from '@/features/hosts/lib/become-host-link.ts';
import { FeatureCards } from '@/features/landing/components/feature-cards.tsx';
import { Hero } from '@/features/landing/components/hero.tsx';
import { HowItWorks } from '@/features/landing/components/how-it-works.tsx';
import { JoinTheTable } from '@/features/landing/components/join-the-table.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

// only a signed-in host sees it: a visitor's landing never loads it (or its share menu)
const YourDinners = lazy(() =>
  import('@/features/events/components/your-dinners.tsx').then((m) => ({
    default: m.YourDinners,
  })),
);

export function LandingPage() {
  useDocumentTitle(undefined);
  const { user } = useCurrentUser();
  return (
    <>
      {user?.isHost ? (
        // the fallback is what YourDinners shows while its dinners load: nothing, so nothing shifts
        <Suspense fallback={null}>
          <YourDinners />
        </Suspense>
      ) : null}
      <Hero />
      <FeatureCards />
      <HowItWorks />
      <JoinTheTable shareStoryHref={user ? becomeHostHref(user) : null} />
    </>
  );
}
