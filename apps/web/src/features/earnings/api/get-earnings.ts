import type { HostEarnings } from '@storytable/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchQuery } from '@/lib/api-client.ts';
import { ApiError, errorFromResponse } from '@/lib/api-error.ts';
import { queryKeys } from '@/lib/query-keys.ts';

const EARNINGS_PATH = '/api/host/earnings';
export const EARNINGS_FILENAME = 'storytable-earnings.csv';

/** GET /api/host/earnings: the signed-in host's earnings per dinner and month. */
export async function getEarnings(signal?: AbortSignal): Promise<HostEarnings> {
  const body = await fetchQuery<HostEarnings>(EARNINGS_PATH, 'throw', signal);
  if (!body) throw new ApiError(0, 'Failed to load your earnings');
  return body;
}

export const earningsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.hostEarnings,
    queryFn: ({ signal }) => getEarnings(signal),
  });

export function useEarnings() {
  return useQuery(earningsQueryOptions());
}

/** The per-dinner rows as CSV (`Accept: text/csv`), saved as a file. */
export async function downloadEarningsCsv(): Promise<void> {
  const res = await fetch(EARNINGS_PATH, {
    headers: { Accept: 'text/csv' },
    credentials: 'include',
  });
  if (!res.ok) throw await errorFromResponse(res, 'query');
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = EARNINGS_FILENAME;
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has taken the file once click() returns; a tick later the URL may go
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
