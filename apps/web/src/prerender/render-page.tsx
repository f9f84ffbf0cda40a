import {
  EVENT_FIRST_SCREEN_TOKENS,
  FIRST_SCREEN_COOKIE_BANNER,
  TABLE_FIRST_SCREEN_TOKENS,
} from '@storytable/domain';
import { prerender } from 'react-dom/static';
import { FirstScreenCookieBanner, SignedInFirstScreen } from '@/app/signed-in-first-screen.tsx';
import { AppRoot, knownVisitor } from '@/app/start-app.tsx';
import { FirstScreenTemplate } from '@/features/events/components/event-first-screen-island.tsx';
import { TableHeading } from '@/features/table-mode/components/table-heading.tsx';
import { createQueryClient } from '@/lib/query-client.ts';

/**
 * The build's server-side entry (decision 037): the HTML a visitor's first render of `path`
 * makes, data still loading, for the API to send before any JavaScript has run.
 */
export async function renderPage(path: string): Promise<string> {
  const queryClient = createQueryClient();
  knownVisitor(queryClient);
  const [pathname = '/', search = ''] = path.split('?');
  // a dinner page's first screen is written with tokens the server fills in (decision 055)
  const app = (
    <FirstScreenTemplate value={EVENT_FIRST_SCREEN_TOKENS}>
      <AppRoot queryClient={queryClient} location={{ path: pathname, search }} />
    </FirstScreenTemplate>
  );
  // Without a chunk size over the page's, a large Suspense boundary (the lazy page) is written
  // after its fallback with an inline script to swap it in, which the Content-Security-Policy
  // rightly blocks.
  const { prelude } = await prerender(app, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  const html = await new Response(prelude).text();
  queryClient.clear(); // its queries' garbage-collection timers would keep the build alive for minutes
  if (html.includes('<script') || html.includes('<template'))
    throw new Error(`The prerender of ${path} left a part to be swapped in by a script`);
  return html;
}

/** A signed-in page's first screen (decision 070): its heading and loading text, no data. */
export async function renderSignedInFirstScreen(title: string, loading: string): Promise<string> {
  const { prelude } = await prerender(<SignedInFirstScreen title={title} loading={loading} />);
  return new Response(prelude).text();
}

/**
 * The cookie bar of a signed-in page's first screen, between the marks the server keeps it or
 * cuts it by (decision 074).
 */
export async function renderFirstScreenCookieBanner(): Promise<string> {
  const { prelude } = await prerender(<FirstScreenCookieBanner />);
  const { start, end } = FIRST_SCREEN_COOKIE_BANNER;
  return `${start}${await new Response(prelude).text()}${end}`;
}

/** Table mode's top with tokens, for the server to fill for the dinner's host (decision 074). */
export async function renderTableHeadingTemplate(): Promise<string> {
  const { title, when, count } = TABLE_FIRST_SCREEN_TOKENS;
  const { prelude } = await prerender(<TableHeading title={title} when={when} count={count} />);
  return new Response(prelude).text();
}
