import { Button } from '@/components/ui/button.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';

/**
 * When the current user cannot be loaded (server error, network failure) the site carries on as
 * signed out and says so, with a retry the person controls (audit finding 13).
 */
export function UserLoadError() {
  const { error, retry } = useCurrentUser();
  if (!error) return null;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-center gap-3 bg-red-50 px-4 py-2 text-center text-red-900 text-sm"
    >
      <span>We couldn't check whether you are signed in. You are browsing as a visitor.</span>
      <Button size="sm" variant="secondary" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}
