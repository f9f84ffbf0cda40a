import { UserCheck, UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useChangeFollow } from '@/features/follows/api/change-follow.ts';
import { useFollows } from '../api/get-follows.ts';

/** Follow/Unfollow a host from their profile, by the current state of GET /api/follows. */
export function FollowHostButton({ hostId, hostName }: { hostId: number; hostName: string }) {
  const follows = useFollows(true);
  const change = useChangeFollow();
  const following = follows.data?.some((f) => f.host.id === hostId) ?? false;
  const Icon = following ? UserCheck : UserPlus;
  const label = following ? 'Unfollow' : 'Follow';
  return (
    <Button
      variant={following ? 'secondary' : 'primary'}
      size="sm"
      disabled={follows.isPending || change.isPending}
      aria-label={`${label} ${hostName}`}
      onClick={() => change.mutate({ hostId, follow: !following })}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}
