import type { QueryClient } from '@tanstack/react-query';
import { earningsQueryOptions } from '@/features/earnings/api/get-earnings.ts';
import { parseEventId } from '@/features/events/lib/event-status.ts';
import { promptsQueryOptions } from '@/features/prompts/api/get-prompts.ts';
import { tableQueryOptions } from '@/features/table-mode/api/get-table.ts';
import { currentUserQueryOptions } from '@/lib/current-user.ts';

// the route's chunk fails again, visibly, when the page itself asks for it
const quietly = (load: Promise<unknown>) => void load.catch(() => {});

/**
 * A signed-in user's page waits on the user, then its chunk, then its data, one after another
 * (decision 070). These start all at once, before the first render, for the host's pages used on
 * a phone; each is read later from the same cache or module, so nothing is asked twice.
 */
export function startEarly(queryClient: QueryClient, path: string): void {
  quietly(queryClient.prefetchQuery(currentUserQueryOptions()));
  const table = /^\/event\/([^/]+)\/table\/?$/.exec(path);
  const tableId = table ? parseEventId(table[1]) : null;
  if (tableId !== null) {
    quietly(import('./routes/table-mode-page.tsx'));
    quietly(queryClient.prefetchQuery(tableQueryOptions(tableId)));
    quietly(queryClient.prefetchQuery(promptsQueryOptions(tableId)));
  } else if (/^\/host\/earnings\/?$/.test(path)) {
    quietly(import('./routes/earnings-page.tsx'));
    quietly(queryClient.prefetchQuery(earningsQueryOptions()));
  }
}
