import { profileRatingText } from '@storytable/domain';
import { BadgeCheck, Users } from 'lucide-react';
import { Link } from 'wouter';
import { ProfileAvatar } from '@/components/profile-avatar.tsx';
import { TabEmpty, TabError, TabLoading } from '@/components/tab-states.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { useChangeFollow } from '../api/change-follow.ts';
import { useFollows } from '../api/get-follows.ts';

/** The hosts the user follows, each linking to their profile, with Unfollow. */
export function FollowingTab() {
  const q = useFollows();
  const change = useChangeFollow();
  if (q.isPending) return <TabLoading label="Loading the hosts you follow" />;
  if (q.isError)
    return (
      <TabError error={q.error} fallback="Failed to fetch follows" onRetry={() => q.refetch()} />
    );
  if (q.data.length === 0)
    return (
      <TabEmpty
        icon={Users}
        title="You're not following any hosts"
        action={
          <Link href="/events" className={buttonClasses('primary', 'sm')}>
            Browse Events
          </Link>
        }
      >
        Follow hosts from their events to keep track of their next tables.
      </TabEmpty>
    );
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {q.data.map(({ host }) => {
        const pending = change.isPending && change.variables?.hostId === host.id;
        return (
          <li
            key={host.id}
            className="flex items-start gap-4 rounded-2xl border border-line bg-white p-5"
          >
            <ProfileAvatar src={host.profileImage} name={host.name} className="size-12 text-xl" />
            <div className="min-w-0 flex-1 space-y-1">
              <h3 className="font-semibold text-ink">
                <Link href={`/profile/${host.id}`} className="hover:text-brand-700 hover:underline">
                  {host.name}
                </Link>
              </h3>
              {host.isVerifiedHost ? (
                <Badge tone="green" icon={<BadgeCheck aria-hidden="true" className="size-3.5" />}>
                  Verified Host
                </Badge>
              ) : null}
              <p className="text-sm text-muted">{profileRatingText(host)}</p>
              {host.bio ? <p className="line-clamp-2 text-sm text-muted">{host.bio}</p> : null}
            </div>
            <Button
              variant="secondary"
              size="sm"
              className="shrink-0"
              disabled={pending}
              aria-label={`Unfollow ${host.name}`}
              onClick={() => change.mutate({ hostId: host.id, follow: false })}
            >
              Unfollow
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
