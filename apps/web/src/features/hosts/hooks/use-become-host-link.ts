import { useEffect } from 'react';
import { BECOME_HOST_PARAM } from '../lib/become-host-link.ts';

/** The page was opened by a 'become host' link (the dialog opens at once). */
export const openedByLink = () =>
  new URLSearchParams(window.location.search).has(BECOME_HOST_PARAM);

/** Drops the parameter once read, so a reload does not open the dialog again. */
export function useDropBecomeHostParam() {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(BECOME_HOST_PARAM)) return;
    url.searchParams.delete(BECOME_HOST_PARAM);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }, []);
}
