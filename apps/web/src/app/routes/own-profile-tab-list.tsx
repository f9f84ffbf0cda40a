import type { CurrentUser } from '@storytable/domain';
import { EarningsLink } from '@/features/earnings/components/earnings-link.tsx';
import { HostedEventsTab } from '@/features/events/components/hosted-events-tab.tsx';
import { FollowingTab } from '@/features/follows/components/following-tab.tsx';
import { GuestListLink } from '@/features/guest-list/components/guest-list-link.tsx';
import type { ProfileTab } from '@/features/profile/components/own-profile-tabs.tsx';
import { RequestsLink } from '@/features/requests/components/requests-link.tsx';
import { AttendedEventsTab } from '@/features/reservations/components/attended-events-tab.tsx';
import { UpcomingReservationsTab } from '@/features/reservations/components/upcoming-reservations-tab.tsx';
import { MyWaitlists } from '@/features/waitlist/components/my-waitlists.tsx';
import { WaitlistCount } from '@/features/waitlist/components/waitlist-count.tsx';

/** The owner's tabs (spec section 2): Your Events only for hosts. */
export function ownTabs(user: CurrentUser): ProfileTab[] {
  return [
    {
      value: 'upcoming',
      label: 'Upcoming Events',
      render: () => (
        <div className="space-y-8">
          <UpcomingReservationsTab />
          <MyWaitlists />
        </div>
      ),
    },
    ...(user.isHost
      ? [
          {
            value: 'hosting',
            label: 'Your Events',
            render: () => (
              <div className="space-y-6">
                <EarningsLink />
                <HostedEventsTab
                  user={user}
                  upcomingExtra={(e) => (
                    <div className="flex flex-wrap items-center gap-3">
                      <GuestListLink eventId={e.id} title={e.title} />
                      {e.requiresApproval ? <RequestsLink eventId={e.id} title={e.title} /> : null}
                      {e.availableSpots <= 0 ? <WaitlistCount eventId={e.id} /> : null}
                    </div>
                  )}
                />
              </div>
            ),
          },
        ]
      : []),
    { value: 'attended', label: 'Attended Events', render: () => <AttendedEventsTab /> },
    { value: 'following', label: 'Following', render: () => <FollowingTab /> },
  ];
}
