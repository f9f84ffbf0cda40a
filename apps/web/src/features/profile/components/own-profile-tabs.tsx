import type { CurrentUser } from '@storytable/domain';
import { type ReactNode, useState } from 'react';
import {
  PageTabs,
  PageTabsContent,
  PageTabsList,
  PageTabsTrigger,
} from '@/components/ui/page-tabs.tsx';
import { HostedEventsTab } from '@/features/events/components/hosted-events-tab.tsx';
import { FollowingTab } from '@/features/follows/components/following-tab.tsx';
import { AttendedEventsTab } from '@/features/reservations/components/attended-events-tab.tsx';
import { UpcomingReservationsTab } from '@/features/reservations/components/upcoming-reservations-tab.tsx';

interface TabSpec {
  value: string;
  label: string;
  render: () => ReactNode;
}

/** The owner's tabs (spec section 2): Your Events only for hosts. */
export function OwnProfileTabs({ user }: { user: CurrentUser }) {
  const tabs: TabSpec[] = [
    { value: 'upcoming', label: 'Upcoming Events', render: () => <UpcomingReservationsTab /> },
    ...(user.isHost
      ? [{ value: 'hosting', label: 'Your Events', render: () => <HostedEventsTab user={user} /> }]
      : []),
    { value: 'attended', label: 'Attended Events', render: () => <AttendedEventsTab /> },
    { value: 'following', label: 'Following', render: () => <FollowingTab /> },
  ];
  const [tab, setTab] = useState('upcoming');
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
