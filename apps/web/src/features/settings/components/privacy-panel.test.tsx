// @vitest-environment happy-dom
import { type CurrentUser, SETTINGS_MESSAGES } from '@storytable/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiCall } from '@/test/fake-api.ts';
import { apiError } from '@/test/fake-api.ts';
import { aUser } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { PrivacyPanel } from './privacy-panel.tsx';

const gina = aUser({ marketingPreferences: { emails: true, sms: false } });

/** The panel, the server holding the user's choices and answering them with the new user. */
async function renderPanel(api: Record<string, unknown> = {}, user: CurrentUser = gina) {
  return renderApp(
    <PrivacyPanel user={user} cookieChoices={<p>The cookie switches go here</p>} />,
    {
      user,
      path: '/settings?tab=privacy',
      api: {
        'POST /api/user/preferences': ({ body }: ApiCall) => {
          const b = body as { marketingEmails: boolean; marketingSms: boolean };
          return {
            message: SETTINGS_MESSAGES.PREFERENCES_UPDATED,
            user: {
              ...user,
              marketingPreferences: { emails: b.marketingEmails, sms: b.marketingSms },
            },
          };
        },
        ...api,
      },
    },
  );
}

describe('PrivacyPanel', () => {
  it("shows the user's marketing choices", async () => {
    await renderPanel();
    expect(screen.getByRole('switch', { name: 'Marketing emails' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Marketing text messages' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Cookies' })).toHaveTextContent(
      'The cookie switches go here',
    );
  });

  it('saves a switch with both choices and says so', async () => {
    const { user, api } = await renderPanel();
    await user.click(screen.getByRole('switch', { name: 'Marketing text messages' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.PREFERENCES_UPDATED)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/user/preferences').map((c) => c.body)).toEqual([
      { marketingEmails: true, marketingSms: true },
    ]);
  });

  it('turning marketing emails off keeps the text messages as they were', async () => {
    const { user, api } = await renderPanel();
    await user.click(screen.getByRole('switch', { name: 'Marketing emails' }));
    await screen.findByText(SETTINGS_MESSAGES.PREFERENCES_UPDATED);
    expect(api.callsTo('POST', '/api/user/preferences')[0]?.body).toEqual({
      marketingEmails: false,
      marketingSms: false,
    });
  });

  it('toasts a failed save with the spec’s fallback', async () => {
    const { user } = await renderPanel({
      'POST /api/user/preferences': new Response('oops', { status: 500, statusText: 'Oops' }),
    });
    await user.click(screen.getByRole('switch', { name: 'Marketing emails' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.PREFERENCES_FAILED)).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('downloads the data export', async () => {
    const { user, api } = await renderPanel({
      'GET /api/user/export-data': new Response('{"user":{}}', {
        headers: {
          'Content-Type': 'application/json',
          'Content-Disposition': 'attachment; filename="storytable-export-3.json"',
        },
      }),
    });
    const clicked: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    };
    try {
      await user.click(screen.getByRole('button', { name: 'Download my data' }));
      await waitFor(() => expect(clicked).toEqual(['storytable-export-3.json']));
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    expect(api.callsTo('GET', '/api/user/export-data')).toHaveLength(1);
  });

  it('toasts a failed export', async () => {
    const { user } = await renderPanel({
      'GET /api/user/export-data': apiError(
        429,
        'Too many exports. Try again later.',
        'RATE_LIMITED',
      ),
    });
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Too many exports. Try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });
});
