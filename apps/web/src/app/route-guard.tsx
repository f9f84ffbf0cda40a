import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';

/**
 * The guard of spec section 2: a spinner while the user loads; no user -> /; an admin on a guarded
 * path other than /admin -> /admin.
 */
export function Guarded({ path, children }: { path: string; children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <Spinner label="Checking your session" />;
  if (!user) return <Redirect to="/" replace />;
  if (user.isAdmin && path !== '/admin') return <Redirect to="/admin" replace />;
  return <>{children}</>;
}
