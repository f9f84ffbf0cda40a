import { YourDinners } from '@/features/events/components/your-dinners.tsx';
import { becomeHostHref } from '@/features/hosts/lib/become-host-link.ts';
import { FeatureCards } from '@/features/landing/components/feature-cards.tsx';
import { Hero } from '@/features/landing/components/hero.tsx';
import { HowItWorks } from '@/features/landing/components/how-it-works.tsx';
import { JoinTheTable } from '@/features/landing/components/join-the-table.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export function LandingPage() {
  useDocumentTitle(undefined);
  const { user } = useCurrentUser();
  return (
    <>
      {user?.isHost ? <YourDinners /> : null}
      <Hero />
      <FeatureCards />
      <HowItWorks />
      <JoinTheTable shareStoryHref={user ? becomeHostHref(user) : null} />
    </>
  );
}
