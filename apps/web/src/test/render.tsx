import '@testing-library/jest-dom/vitest';
import './dom-shims.ts';
import { type CurrentUser, SIGNED_IN_COOKIE } from '@storytable/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster } from '@/components/ui/toaster.tsx';
import { closeAuthDialog } from '@/lib/auth-dialog.ts';
import { clearCsrfToken } from '@/lib/csrf-token.ts';
import { currentUserQueryOptions } from '@/lib/current-user.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { dismissToast } from '@/lib/toast.ts';
import { type FakeApi, fakeApi, type RouteAnswer } from './fake-api.ts';

// findBy and waitFor wait up to 5 s: the first render of a file loads its modules
configure({ asyncUtilTimeout: 5_000 });

// a component test fails on a console error (React warnings included), as journeys do
const logError = console.error;
/** The DOM of the tests may not know the HTML `<search>` element yet, which React reports; browsers do. */
const isJsdomGap = (args: unknown[]) =>
  String(args[0]).includes('is unrecognized in this browser') && args[1] === 'search';
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  clearCsrfToken();
  consoleErrors = [];
  console.error = (...args: unknown[]) => {
    if (isJsdomGap(args)) return;
    consoleErrors.push(args);
    logError(...args);
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  console.error = logError;
  dismissToast();
  closeAuthDialog();
  // biome-ignore lint/suspicious/noDocumentCookie: the test drops the signed-in marker it set
  document.cookie = `${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/`;
  if (consoleErrors.length > 0)
    throw new Error(
      `console.error was called: ${consoleErrors.map((a) => a.join(' ')).join('\n')}`,
    );
});

export interface RenderAppOptions {
  /** The signed-in user (GET /api/user answers it), or none: a visitor. */
  user?: CurrentUser | null;
  /** The API's routes besides GET /api/user (see fakeApi). */
  api?: Record<string, RouteAnswer>;
  /** Where the app is: '/events', '/search?q=x'. */
  path?: string;
}

export interface RenderedApp {
  api: FakeApi;
  /** Every address the app went to, the first included. */
  history: string[];
  /** A user driving pointer and keyboard (Testing Library's user-event). */
  user: ReturnType<typeof userEvent.setup>;
}

/**
 * Renders `ui` as the app would: the app's query client against the fake API (the browser's
 * fetch is what is stubbed), a memory location for wouter, and the toaster. With `user`, the
 * signed-in marker is set and the current user is loaded through GET /api/user before the
 * first render, as the shell waits for it.
 */
export async function renderApp(
  ui: ReactNode,
  { user = null, api: routes = {}, path = '/' }: RenderAppOptions = {},
): Promise<RenderedApp> {
  const api = fakeApi({ ...routes, ...(user ? { 'GET /api/user': user } : {}) });
  const client = createQueryClient();
  if (user) {
    // biome-ignore lint/suspicious/noDocumentCookie: the marker the API sets with a session
    document.cookie = `${SIGNED_IN_COOKIE}=1; Path=/`;
    await client.fetchQuery(currentUserQueryOptions());
  }
  const [pathname = '/', search = ''] = path.split('?');
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
      <Toaster />
    </QueryClientProvider>,
  );
  return { api, history: location.history, user: userEvent.setup({ delay: null }) };
}

/**
 * Replaces what `field` holds with `text` in one input event (a paste): what typing ends with,
 * without a render per key, which keeps long forms fast to drive.
 */
export async function fill(user: RenderedApp['user'], field: HTMLElement, text: string) {
  await user.clear(field);
  if (text !== '') await user.paste(text);
}
