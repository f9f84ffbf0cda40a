import type { CurrentUser } from '@storytable/domain';
import { Settings } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { BackHomeLink } from '@/components/back-link.tsx';
import { TabError } from '@/components/tab-states.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { isUserMissing, usePublicUser } from '@/features/profile/api/get-public-user.ts';
import { EmailVerificationGate } from '@/features/profile/components/email-verification-gate.tsx';
import { FollowHostButton } from '@/features/profile/components/follow-host-button.tsx';
import { OwnProfileTabs } from '@/features/profile/components/own-profile-tabs.tsx';
import { ProfileHeader } from '@/features/profile/components/profile-header.tsx';
import { UserNotFound } from '@/features/profile/components/user-not-found.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

function OwnProfile({ user }: { user: CurrentUser }) {
  useDocumentTitle('My Profile');
  if (!user.emailVerified) return <EmailVerificationGate email={user.email} />;
  return (
    <div className="space-y-6">
      <BackHomeLink />
      <ProfileHeader
        user={user}
        isOwner
        actions={
          <Link href="/settings" className={buttonClasses('secondary', 'sm')}>
            <Settings aria-hidden="true" className="size-4" />
            Settings
          </Link>
        }
      />
      <OwnProfileTabs user={user} />
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">Loading profile</span>
      <Skeleton className="h-5 w-32" />
      <Skeleton className="h-56 rounded-3xl" />
    </div>
  );
}

/** Someone else's profile: public information only, no owner controls. */
function PublicProfile({ id, viewer }: { id: string; viewer: CurrentUser | null }) {
  const q = usePublicUser(id);
  useDocumentTitle(
    q.data
      ? q.data.name.trim() || q.data.username
      : q.isError && isUserMissing(q.error)
        ? 'User Not Found'
        : 'Profile',
  );
  if (q.isPending) return <ProfileSkeleton />;
  if (q.isError) {
    if (isUserMissing(q.error)) return <UserNotFound />;
    return (
      <div className="space-y-6">
        <BackHomeLink />
        <h1 className="font-serif text-3xl font-semibold text-ink">Profile</h1>
        <TabError
          error={q.error}
          fallback="Failed to load this profile"
          onRetry={() => q.refetch()}
        />
      </div>
    );
  }
  const user = q.data;
  const name = user.name.trim() || user.username;
  const canFollow = viewer !== null && !viewer.isAdmin && viewer.id !== user.id && user.isHost;
  return (
    <div className="space-y-6">
      <BackHomeLink />
      <ProfileHeader
        user={user}
        isOwner={false}
        actions={canFollow ? <FollowHostButton hostId={user.id} hostName={name} /> : undefined}
      />
    </div>
  );
}

/**
 * /profile (the signed-in user's own, behind the guard) and /profile/{id} (anyone's; the owner
 * visiting their own id gets the owner's page).
 */
export function ProfilePage() {
  const { id } = useParams<{ id?: string }>();
  const { user } = useCurrentUser();
  if (id === undefined || (user !== null && String(user.id) === id)) {
    return user ? <OwnProfile user={user} /> : <UserNotFound />;
  }
  return <PublicProfile id={id} viewer={user} />;
}
