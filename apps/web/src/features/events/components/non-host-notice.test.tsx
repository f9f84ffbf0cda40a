// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { NON_HOST_MESSAGE, NON_HOST_REDIRECT_MS, NonHostNotice } from './non-host-notice.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('NonHostNotice', () => {
  it('tells a guest why, toasts, and sends them home after 3 s, not before', async () => {
    const user = aUser();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { history } = await renderApp(<NonHostNotice user={user} />, { user, path: '/create' });
    expect(screen.getByRole('heading', { name: 'Host Status Required' })).toBeInTheDocument();
    expect(screen.getAllByText(NON_HOST_MESSAGE).length).toBeGreaterThan(0);
    expect(screen.queryByText('Application Pending Review')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(NON_HOST_REDIRECT_MS - 50));
    expect(history.at(-1)).toBe('/create');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(history.at(-1)).toBe('/');
  });

  it('shows a pending application as pending', async () => {
    const user = aUser({ manualReviewStatus: 'pending' });
    await renderApp(<NonHostNotice user={user} />, { user, path: '/create' });
    expect(screen.getByText('Application Pending Review')).toBeInTheDocument();
  });
});
