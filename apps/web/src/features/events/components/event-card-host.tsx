import type { Event } from '@storytable/domain';
import { Link } from 'wouter';
import { Avatar } from '@/components/ui/avatar.tsx';
import { HostBadge } from './event-badges.tsx';

/** A card's host: the avatar over the cover's edge (to their profile), name and host badge. */
export function EventCardHost({ event }: { event: Pick<Event, 'host' | 'hostId'> }) {
  const { host } = event;
  return (
    <>
      <Link
        href={`/profile/${event.hostId}`}
        aria-label={`${host.name}'s profile`}
        className="relative z-10 -mt-12 mb-3 w-fit rounded-full ring-4 ring-white"
      >
        <Avatar src={host.profileImage} name={host.name} size="lg" />
      </Link>
      <div className="mb-3 flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="font-medium text-ink">{host.name}</span>
        <HostBadge host={host} />
      </div>
    </>
  );
}
