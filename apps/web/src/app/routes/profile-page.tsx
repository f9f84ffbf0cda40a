import type { CurrentUser, PublicUser } from '@storytable/domain';
import { Settings, UserPlus } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { BackLink } from '@/components/back-link.tsx';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { EventCard } from '@/features/events/components/event-card.tsx';
import { FollowButton } from '@/features/follows/components/follow-button.tsx';
import { BecomeHostDialog } from '@/features/hosts/components/become-host-dialog.tsx';
import { useVerificationReturn } from '@/features/hosts/hooks/use-verification-return.ts';
import { CropImageDialog } from '@/features/profile/components/crop-image-dialog.tsx';
import { DeleteAccountDialog } from '@/features/profile/components/delete-account-dialog.tsx';
import { EditBioDialog } from '@/features/profile/components/edit-bio-dialog.tsx';
import { EmailVerificationGate } from '@/features/profile/components/email-verification-gate.tsx';
import { OwnProfileTabs } from '@/features/profile/components/own-profile-tabs.tsx';
import { ProfileHeader } from '@/features/profile/components/profile-header.tsx';
import { PublicProfile } from '@/features/profile/components/public-profile.tsx';
import { UserNotFound } from '@/features/profile/components/user-not-found.tsx';
import { openAuthDialog } from '@/lib/auth-dialog.ts';
import { useCurrentUser } from '@/lib/current-user.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { ownTabs } from './own-profile-tab-list.tsx';

function OwnProfile({ user }: { user: CurrentUser }) {
  useDocumentTitle('My Profile');
  useVerificationReturn();
  if (!user.emailVerified) return <EmailVerificationGate email={user.email} />;
  return (
    <div className="space-y-6">
      <BackLink href="/">Back to home</BackLink>
      <ProfileHeader
        user={user}
        isOwner
        actions={
          <>
            <BecomeHostDialog user={user} />
            <CropImageDialog />
            <EditBioDialog bio={user.bio} />
            <Link href="/settings" className={buttonClasses('secondary', 'sm')}>
              <Settings aria-hidden="true" className="size-4" />
              Settings
            </Link>
          </>
        }
      />
      <OwnProfileTabs tabs={ownTabs(user)} />
      <section
        aria-labelledby="profile-leave"
        className="flex flex-col gap-3 rounded-3xl border border-line bg-white p-6 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="profile-leave" className="font-semibold text-ink">
            Leaving Storytable?
          </h2>
          <p className="text-sm text-muted">Delete your account and the data it holds.</p>
        </div>
        <DeleteAccountDialog />
      </section>
    </div>
  );
}

/**
 * A signed-in guest or host (not an admin, not themselves) may follow a host; a visitor is asked
 * to log in and comes back to the host's page.
 */
function followAction(viewer: CurrentUser | null) {
  return (user: PublicUser) => {
    if (!user.isHost) return undefined;
    if (viewer === null) {
      return (
        <Button size="sm" onClick={() => openAuthDialog('login', `/profile/${user.id}`)}>
          <UserPlus aria-hidden="true" className="size-4" />
          Log in to follow
        </Button>
      );
    }
    return !viewer.isAdmin && viewer.id !== user.id ? (
      <FollowButton hostId={user.id} hostName={user.name.trim() || user.username} prominent />
    ) : undefined;
  };
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
  return (
    <PublicProfile
      id={id}
      actions={followAction(user)}
      renderEvent={(event) => <EventCard event={event} showHost={false} />}
    />
  );
}
