import type { Event, PublicUser } from '@storytable/domain';
import type { ReactNode } from 'react';
import { BackLink } from '@/components/back-link.tsx';
import { TabError } from '@/components/tab-states.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { isNotFound } from '@/lib/api-error.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { usePublicUser } from '../api/get-public-user.ts';
import { HostReviews } from './host-reviews.tsx';
import { PastTables, UpcomingTables } from './host-tables.tsx';
import { ProfileHeader } from './profile-header.tsx';
import { UserNotFound } from './user-not-found.tsx';

function ProfileSkeleton() {
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">Loading profile</span>
      <Skeleton className="h-5 w-32" />
      <Skeleton className="h-56 rounded-3xl" />
    </div>
  );
}

/**
 * Someone else's profile: public information only; `actions` sit in the header (follow). A host's
 * page adds their upcoming tables (as `renderEvent` cards), past tables and reviews received.
 */
export function PublicProfile({
  id,
  actions,
  renderEvent,
}: {
  id: string;
  actions: (user: PublicUser) => ReactNode;
  renderEvent: (event: Event) => ReactNode;
}) {
  const q = usePublicUser(id);
  useDocumentTitle(
    q.data
      ? q.data.name.trim() || q.data.username
      : q.isError && isNotFound(q.error)
        ? 'User Not Found'
        : 'Profile',
  );
  if (q.isPending) return <ProfileSkeleton />;
  if (q.isError) {
    if (isNotFound(q.error)) return <UserNotFound />;
    return (
      <div className="space-y-6">
        <BackLink href="/">Back to home</BackLink>
        <h1 className="font-serif text-3xl font-semibold text-ink">Profile</h1>
        <TabError
          error={q.error}
          fallback="Failed to load this profile"
          onRetry={() => q.refetch()}
        />
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <BackLink href="/">Back to home</BackLink>
      <ProfileHeader user={q.data} isOwner={false} actions={actions(q.data)} />
      {q.data.isHost ? (
        <div className="space-y-12 pt-6">
          <UpcomingTables
            id={id}
            hostName={q.data.name.trim() || q.data.username}
            renderEvent={renderEvent}
          />
          <div className="grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <PastTables id={id} />
            <div className="lg:col-start-2">
              <HostReviews id={id} hostName={q.data.name.trim() || q.data.username} />
            </div>
          </div>
        </div>
      ) : null}
    </div>
  );
}
