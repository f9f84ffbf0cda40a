import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { Spinner } from '@/components/ui/spinner.tsx';
import { openAuthDialog } from '@/lib/auth-dialog.ts';
import { useCurrentUser } from '@/lib/current-user.ts';
import { becomeHostHref } from '../lib/become-host-link.ts';

/**
 * /host, the target of 'Become a Featured Host' (docs/decisions/012-become-featured-host-target.md):
 * a host goes to /create, an admin to /admin, a signed-in guest to the host application on
 * their profile, and a visitor to the events page with the sign-up dialog open.
 */
export function HostRedirect() {
  const { user, isLoading } = useCurrentUser();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (isLoading) return;
    if (!user) {
      navigate('/events', { replace: true });
      openAuthDialog('register');
    } else {
      navigate(becomeHostHref(user), { replace: true });
    }
  }, [isLoading, user, navigate]);
  return <Spinner label="Taking you to hosting" />;
}
