import { type Event, hostRatingText } from '@storytable/domain';
import { BadgeCheck } from 'lucide-react';
import { Link } from 'wouter';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Badge } from '@/components/ui/badge.tsx';

/** The event page's host: avatar and name (to their profile), 'Verified Host' or 'Host', rating. */
export function EventHostLine({ event }: { event: Pick<Event, 'host' | 'hostId'> }) {
  const { host } = event;
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Link href={`/profile/${event.hostId}`} className="shrink-0 rounded-full">
        <Avatar src={host.profileImage} name={host.name} size="lg" alt={`${host.name}'s profile`} />
      </Link>
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <Link
            href={`/profile/${event.hostId}`}
            className="font-semibold text-ink hover:text-brand-700 hover:underline"
          >
            {host.name}
          </Link>
          <Badge
            tone={host.isVerifiedHost ? 'green' : 'brand'}
            icon={
              host.isVerifiedHost ? (
                <BadgeCheck aria-hidden="true" className="size-3.5" />
              ) : undefined
            }
          >
            {host.isVerifiedHost ? 'Verified Host' : 'Host'}
          </Badge>
        </p>
        <p className="text-sm text-muted">{hostRatingText(host)}</p>
      </div>
    </div>
  );
}
