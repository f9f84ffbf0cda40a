import { Spinner } from '@/components/ui/spinner.tsx';
import { CreateEventFlow } from '@/features/events/components/create-event-flow.tsx';
import { NonHostNotice } from '@/features/events/components/non-host-notice.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

/** /create (guarded): a spinner while the user loads; hosts get the form, others the notice. */
export function CreateEventPage() {
  useDocumentTitle('Create Event');
  const { user, isLoading } = useCurrentUser();
  if (isLoading || !user) return <Spinner label="Loading" />;
  if (!user.isHost) return <NonHostNotice user={user} />;
  return <CreateEventFlow user={user} />;
}
