import { PAGE_DATA_ELEMENT_ID, type PageData } from '@storytable/domain';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys.ts';

/**
 * Puts the data the server sent with the page (a JSON data block, decision 047) into the cache,
 * so the page's first read is answered at once. Unreadable data is ignored: the page then reads
 * the API as usual.
 */
export function seedPageData(queryClient: QueryClient, doc: Pick<Document, 'getElementById'>) {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return;
  let data: PageData | null;
  try {
    data = JSON.parse(text) as PageData | null;
  } catch {
    return;
  }
  const event = data?.event;
  if (event && typeof event.id === 'number')
    queryClient.setQueryData(queryKeys.events.detail(event.id), event);
}
