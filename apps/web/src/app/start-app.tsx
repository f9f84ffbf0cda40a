import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { Router } from 'wouter';
import { queryKeys } from '@/lib/query-keys.ts';
import { App } from './app.tsx';

/**
 * A visitor (no signed-in marker, decision 031) is known to have no user before any request: the
 * cache says so at once, so the first render is the page itself, the same page the build
 * prerendered for visitors (decision 037).
 */
export function knownVisitor(queryClient: QueryClient): void {
  queryClient.setQueryData(queryKeys.currentUser, null);
}

/** The whole app; `location` is given only where there is no browser (the build's prerender). */
export function AppRoot({
  queryClient,
  location,
}: {
  queryClient: QueryClient;
  location?: { path: string; search: string };
}) {
  return (
    <StrictMode>
      <Router ssrPath={location?.path} ssrSearch={location?.search}>
        <App queryClient={queryClient} />
      </Router>
    </StrictMode>
  );
}
