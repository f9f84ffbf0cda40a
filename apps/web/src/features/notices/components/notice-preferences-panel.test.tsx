// @vitest-environment happy-dom
import { NOTICE_MESSAGES, type NoticePreferences } from '@storytable/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, apiError } from '@/test/fake-api.ts';
import { aHost } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { NoticePreferencesPanel } from './notice-preferences-panel.tsx';

const PATH = '/api/user/notification-preferences';
const DEFAULTS: NoticePreferences = {
  booking: 'now',
  cancellation: 'now',
  waitlist_claim: 'now',
  review: 'digest',
};

/** The panel, the server holding the host's choices and answering each save with them. */
function renderPanel(api: Record<string, unknown> = {}) {
  let saved = DEFAULTS;
  return renderApp(<NoticePreferencesPanel />, {
    user: aHost(),
    path: '/settings?tab=host',
    api: {
      [`GET ${PATH}`]: () => saved,
      [`PUT ${PATH}`]: ({ body }: ApiCall) => {
        saved = body as NoticePreferences;
        return saved;
      },
      ...api,
    },
  });
}

const group = (name: string) => screen.findByRole('group', { name });

describe('NoticePreferencesPanel', () => {
  it("shows each kind's choice as a radio group", async () => {
    await renderPanel();
    for (const [name, checked] of [
      ['Bookings', 'At once'],
      ['Cancellations', 'At once'],
      ['Waitlist claims', 'At once'],
      ['Reviews', 'In a daily digest'],
    ] as const) {
      const radios = within(await group(name)).getAllByRole('radio');
      expect(radios.map((r) => r.getAttribute('value'))).toEqual(['now', 'digest']);
      expect(within(await group(name)).getByRole('radio', { name: checked })).toBeChecked();
    }
  });

  it('saves a change with every kind, says so and keeps it chosen', async () => {
    const { user, api } = await renderPanel();
    const bookings = await group('Bookings');
    await user.click(within(bookings).getByRole('radio', { name: 'In a daily digest' }));
    expect(await screen.findByText(NOTICE_MESSAGES.UPDATED)).toBeInTheDocument();
    expect(api.callsTo('PUT', PATH).map((c) => c.body)).toEqual([
      { ...DEFAULTS, booking: 'digest' },
    ]);
    expect(within(bookings).getByRole('radio', { name: 'In a daily digest' })).toBeChecked();
  });

  it("says why a save failed, in the server's words", async () => {
    const { user } = await renderPanel({
      [`PUT ${PATH}`]: () => apiError(403, NOTICE_MESSAGES.HOSTS_ONLY, 'FORBIDDEN'),
    });
    await user.click(within(await group('Reviews')).getByRole('radio', { name: 'At once' }));
    expect(await screen.findByText(NOTICE_MESSAGES.HOSTS_ONLY)).toBeInTheDocument();
  });

  it('offers a retry when the choices cannot be loaded', async () => {
    await renderPanel({
      [`GET ${PATH}`]: () => apiError(500, 'Internal Server Error', 'INTERNAL'),
    });
    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});
