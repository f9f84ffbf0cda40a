import { Bell, BellOff } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { openAuthDialog } from '@/lib/auth-dialog.ts';
import { useCurrentUser } from '@/lib/current-user.ts';
import { useChangeNotify, useNotify } from '../api/notify.ts';

/**
 * 'Notify me' before a dinner opens (decision 071): signed out it asks to sign in first; signed
 * in it toggles the email at the opening, its state from GET /api/events/{id}/notify.
 */
export function NotifyMeButton({ eventId }: { eventId: number }) {
  const { user } = useCurrentUser();
  const asked = useNotify(eventId, user !== null);
  const change = useChangeNotify(eventId);
  if (user === null) {
    return (
      <Button
        variant="secondary"
        className="w-full"
        onClick={() => openAuthDialog('login', `/event/${eventId}`)}
      >
        <Bell aria-hidden="true" className="size-4" />
        Notify me
      </Button>
    );
  }
  const on = asked.data === true;
  return (
    <Button
      variant={on ? 'secondary' : 'primary'}
      className="w-full"
      aria-pressed={on}
      disabled={asked.isPending || change.isPending}
      onClick={() => change.mutate(!on)}
    >
      {on ? (
        <BellOff aria-hidden="true" className="size-4" />
      ) : (
        <Bell aria-hidden="true" className="size-4" />
      )}
      {on ? 'Stop notifying me' : 'Notify me'}
    </Button>
  );
}
