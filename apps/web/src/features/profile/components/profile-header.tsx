import {
  type CurrentUser,
  type ManualReviewStatus,
  type PublicUser,
  profileRatingText,
} from '@storytable/domain';
import { format } from 'date-fns';
import { Mail, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { ProfileAvatar } from '@/components/profile-avatar.tsx';
import { ProfileBadgeRow } from './profile-badge-row.tsx';

/** A public profile, or the owner's own (whose review status is the full one). */
type ProfileUser = Omit<PublicUser, 'manualReviewStatus'> & {
  manualReviewStatus: ManualReviewStatus;
} & Partial<Pick<CurrentUser, 'email' | 'hostExperience' | 'idmeVerificationStatus'>>;

/** Name, picture, badges, rating and bio. `actions` (follow button, the owner's edit controls) follow the details. */
export function ProfileHeader({
  user,
  isOwner,
  actions,
}: {
  user: ProfileUser;
  isOwner: boolean;
  actions?: ReactNode;
}) {
  const name = user.name.trim() || user.username;
  const since = new Date(user.createdAt);
  return (
    <header className="relative rounded-3xl border border-line bg-white p-6 sm:p-8">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <ProfileAvatar
          src={user.profileImage}
          name={name}
          className="size-20 text-3xl sm:size-24 sm:text-4xl"
        />
        <div className="min-w-0 flex-1 space-y-3">
          <div className="min-w-0">
            <h1 className="font-serif text-3xl leading-tight font-semibold break-words text-ink sm:text-4xl">
              {name}
            </h1>
            <p className="text-muted">@{user.username}</p>
          </div>
          <ProfileBadgeRow user={user} />
          {user.isHost ? (
            <p className="flex items-center gap-1.5 text-sm font-medium text-ink">
              <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
              <span>
                <span className="sr-only">Host rating: </span>
                {profileRatingText(user)}
              </span>
            </p>
          ) : null}
          {user.bio?.trim() ? (
            <p className="max-w-prose leading-7 whitespace-pre-line text-ink">{user.bio}</p>
          ) : isOwner ? (
            <p className="text-sm text-muted">You haven't written a bio yet.</p>
          ) : null}
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted">
            {Number.isNaN(since.getTime()) ? null : (
              <span>Member since {format(since, 'MMMM yyyy')}</span>
            )}
            {isOwner && user.email ? (
              <span className="inline-flex min-w-0 items-center gap-1.5">
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                <span className="break-all">{user.email}</span>
              </span>
            ) : null}
          </div>
        </div>
      </div>
      {actions ? (
        <div className="mt-5 flex flex-wrap items-center gap-2 sm:pl-29">{actions}</div>
      ) : null}
    </header>
  );
}
