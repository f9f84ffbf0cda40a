import { PenLine } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button.tsx';

/** 'Edit dinner' on the host's view of their dinner, beside 'Add cover' and 'Cancel event'. */
export function EditDinnerLink({ eventId, title }: { eventId: number; title: string }) {
  return (
    <Link
      href={`/event/${eventId}/edit`}
      aria-label={`Edit dinner ${title}`}
      className={buttonClasses('secondary', 'sm')}
    >
      <PenLine aria-hidden="true" className="size-4" />
      Edit dinner
    </Link>
  );
}
