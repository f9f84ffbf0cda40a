/** ?page=N from the address: anything unreadable is page 1 (the server clamps the rest). */
export function pageFromSearch(search: string): number {
  const n = Number(new URLSearchParams(search).get('page') ?? '1');
  return Number.isFinite(n) && n >= 1 ? Math.trunc(n) : 1;
}

/** The listing's address of page `page`: page 1 is plain /events. */
export function eventsPageHref(page: number): string {
  return page <= 1 ? '/events' : `/events?page=${page}`;
}
