import { UserCheck, UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { useCurrentUser } from '@/lib/current-user.ts';
import { useChangeFollow } from '../api/change-follow.ts';
import { useFollows } from '../api/get-follows.ts';

/**
 * Follow/Unfollow for a signed-in user who is not the host nor an admin (spec section 2). It toggles by the
 * current state from GET /api/follows and is disabled while that loads or a change is pending.
 * `prominent` is the host's profile version: a full-size primary button.
 */
export function FollowButton({
  hostId,
  hostName,
  prominent = false,
  className,
}: {
  hostId: number;
  hostName: string;
  prominent?: boolean;
  className?: string;
}) {
  const { user } = useCurrentUser();
  // admins look after hosts, they do not follow them
  const shown = user !== null && user.id !== hostId && !user.isAdmin;
  const follows = useFollows(shown);
  const change = useChangeFollow();
  if (!shown) return null;
  const following = follows.data?.some((f) => f.host.id === hostId) ?? false;
  const label = following ? 'Unfollow' : 'Follow';
  const Icon = following ? UserCheck : UserPlus;
  return (
    <Button
      variant={following ? 'secondary' : prominent ? 'primary' : 'ghost'}
      size="sm"
      disabled={follows.isPending || change.isPending}
      aria-label={`${label} ${hostName}`}
      onClick={() => change.mutate({ hostId, follow: !following })}
      className={cn(
        !prominent && 'h-8 px-3 text-xs',
        !(prominent || following) && 'border border-brand-200 text-brand-700 hover:bg-brand-50',
        className,
      )}
    >
      <Icon aria-hidden="true" className={prominent ? 'size-4' : 'size-3.5'} />
      {label}
    </Button>
  );
}
