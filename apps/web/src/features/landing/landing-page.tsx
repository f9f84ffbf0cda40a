import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { FeatureCards } from './components/feature-cards.tsx';
import { Hero } from './components/hero.tsx';
import { HowItWorks } from './components/how-it-works.tsx';
import { JoinTheTable } from './components/join-the-table.tsx';

export function LandingPage() {
  useDocumentTitle(undefined);
  return (
    <>
      <Hero />
      <FeatureCards />
      <HowItWorks />
      <JoinTheTable />
    </>
  );
}
