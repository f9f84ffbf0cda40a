import { UserCheck, UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useToggleFollow } from '@/features/events/api/toggle-follow.ts';
import { cn } from '@/lib/cn.ts';
import { useCurrentUser } from '@/lib/current-user.ts';
import { useFollows } from '../api/get-follows.ts';

/**
 * Follow/Unfollow for a signed-in user who is not the host (spec section 2). It toggles by the
 * current state from GET /api/follows and is disabled while that loads or a change is pending.
 */
export function FollowButton({
  hostId,
  hostName,
  className,
}: {
  hostId: number;
  hostName: string;
  className?: string;
}) {
  const { user } = useCurrentUser();
  const shown = user !== null && user.id !== hostId;
  const follows = useFollows(shown);
  const toggle = useToggleFollow();
  if (!shown) return null;
  const following = follows.data?.some((f) => f.host.id === hostId) ?? false;
  const label = following ? 'Unfollow' : 'Follow';
  const Icon = following ? UserCheck : UserPlus;
  return (
    <Button
      variant={following ? 'secondary' : 'ghost'}
      size="sm"
      disabled={follows.isPending || toggle.isPending}
      aria-label={`${label} ${hostName}`}
      onClick={() => toggle.mutate({ hostId, follow: !following })}
      className={cn(
        'h-8 px-3 text-xs',
        following ? '' : 'border border-brand-200 text-brand-700 hover:bg-brand-50',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {label}
    </Button>
  );
}
