import { type ReactNode, useState } from 'react';
import {
  PageTabs,
  PageTabsContent,
  PageTabsList,
  PageTabsTrigger,
} from '@/components/ui/page-tabs.tsx';

export interface ProfileTab {
  value: string;
  label: string;
  render: () => ReactNode;
}

/** The owner's tabs (spec section 2); the first one opens first. */
export function OwnProfileTabs({ tabs }: { tabs: readonly ProfileTab[] }) {
  const [tab, setTab] = useState(tabs[0]?.value ?? '');
  return (
    <PageTabs value={tab} onValueChange={setTab} className="mt-8">
      <PageTabsList aria-label="Your profile">
        {tabs.map((t) => (
          <PageTabsTrigger key={t.value} value={t.value}>
            {t.label}
          </PageTabsTrigger>
        ))}
      </PageTabsList>
      {tabs.map((t) => (
        <PageTabsContent key={t.value} value={t.value}>
          <h2 className="sr-only">{t.label}</h2>
          {t.render()}
        </PageTabsContent>
      ))}
    </PageTabs>
  );
}
