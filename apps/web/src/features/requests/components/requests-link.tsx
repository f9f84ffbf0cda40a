import { Inbox } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button.tsx';

/** 'Requests' on the host's view of a dinner that approves its guests (decision 068). */
export function RequestsLink({ eventId, title }: { eventId: number; title: string }) {
  return (
    <Link
      href={`/event/${eventId}/requests`}
      aria-label={`Requests to join ${title}`}
      className={buttonClasses('secondary', 'sm')}
    >
      <Inbox aria-hidden="true" className="size-4" />
      Requests
    </Link>
  );
}
