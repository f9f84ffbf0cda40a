// first: no schema may be parsed before zod is told not to compile with eval
import '@/lib/zod-jitless.ts';
import './styles.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { FatalStartPage } from '@/app/fatal-start-page.tsx';
import { AppRoot, knownVisitor } from '@/app/start-app.tsx';
import { startEarly } from '@/app/start-early.ts';
import { hasSignedInMarker } from '@/lib/current-user.ts';
import { seedPageData } from '@/lib/page-data.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { unregisterServiceWorkers } from '@/lib/service-worker.ts';
import { installRejectionFilter } from '@/lib/suppressed-errors.ts';

installRejectionFilter();
void unregisterServiceWorkers();

const container = document.getElementById('root');
if (container) {
  const queryClient = createQueryClient();
  const visitor = !hasSignedInMarker(document.cookie);
  // what the server sent with its page (decisions 047 and 074): no second request for it
  seedPageData(queryClient, document);
  if (visitor) knownVisitor(queryClient);
  else startEarly(queryClient, window.location.pathname);
  if (visitor && container.firstElementChild) {
    // the server sent this page prerendered for visitors (decision 037): React takes it over,
    // in slices (a transition), so the main thread never blocks for long
    startTransition(() => {
      hydrateRoot(container, <AppRoot queryClient={queryClient} />);
    });
  } else {
    // a signed-in page's first screen (decision 070) stays until React first draws, which empties it
    if (!container.querySelector('[data-signed-in-first-screen]')) container.replaceChildren();
    const root = createRoot(container);
    try {
      // a transition: React renders the first screen in slices, so the main thread never blocks
      startTransition(() => root.render(<AppRoot queryClient={queryClient} />));
    } catch (err) {
      console.error('Application could not start', err);
      root.render(<FatalStartPage />);
    }
  }
}
