import { useEffect } from 'react';

const APP_NAME = import.meta.env.VITE_APP_NAME ?? 'Storytable';

/** Sets '<page> | Storytable' while the page is shown. */
export function useDocumentTitle(page: string | undefined) {
  useEffect(() => {
    document.title = page ? `${page} | ${APP_NAME}` : `${APP_NAME} | Connect through conversation`;
  }, [page]);
}
