import { Users } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button.tsx';

/** 'Guest list' on the host's view of their dinner. */
export function GuestListLink({ eventId, title }: { eventId: number; title: string }) {
  return (
    <Link
      href={`/event/${eventId}/guests`}
      aria-label={`Guest list of ${title}`}
      className={buttonClasses('secondary', 'sm')}
    >
      <Users aria-hidden="true" className="size-4" />
      Guest list
    </Link>
  );
}
