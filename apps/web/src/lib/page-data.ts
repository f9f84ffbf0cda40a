import { PAGE_DATA_ELEMENT_ID, type PageData } from '@storytable/domain';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys.ts';

/**
 * Puts the data the server sent with the page (a JSON data block, decisions 047 and 074) into the cache,
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
  // table mode's, for its host (decision 074): the page draws whole at the first render
  if (data?.user && typeof data.user.id === 'number')
    queryClient.setQueryData(queryKeys.currentUser, data.user);
  const table = data?.table;
  if (table && typeof table.eventId === 'number')
    queryClient.setQueryData(queryKeys.events.table(table.eventId), table);
  const prompts = data?.prompts;
  if (prompts && typeof prompts.eventId === 'number')
    queryClient.setQueryData(queryKeys.events.prompts(prompts.eventId), prompts);
}
