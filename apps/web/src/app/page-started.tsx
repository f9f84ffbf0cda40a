import { useEffect } from 'react';

/**
 * Marks the page as started (`data-app="ready"`) once its content has committed. Rendered last
 * inside the page's Suspense boundary, so on a prerendered page the mark waits for the lazy page
 * to be hydrated, not only the shell around it: start-app.js plays back early presses and typing
 * at this mark (decision 037), and journeys act on the page after it.
 */
export function PageStarted() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}
