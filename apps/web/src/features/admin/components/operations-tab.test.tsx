// @vitest-environment happy-dom
import {
  OPERATIONS_MESSAGES,
  type OperationsEmail,
  type OperationsOverview,
  type WorkerRun,
} from '@storytable/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RouteAnswer } from '@/test/fake-api.ts';
import { apiError } from '@/test/fake-api.ts';
import { aUser } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { OperationsTab } from './operations-tab.tsx';

const admin = aUser({ id: 1, isAdmin: true });
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

function aFailedEmail(overrides: Partial<OperationsEmail> = {}): OperationsEmail {
  return {
    id: 41,
    to: 'guest@example.com',
    subject: 'Verify your email address',
    attempts: 1,
    error: '550 5.1.1 mailbox unavailable',
    createdAt: '2026-11-26T09:00:00.000Z',
    failedAt: '2026-11-26T09:00:02.000Z',
    requestId: 'req-7f3a',
    redacted: false,
    ...overrides,
  };
}

function aRun(overrides: Partial<WorkerRun> = {}): WorkerRun {
  return {
    instance: 'web-1:4100',
    worker: 'refund sweep',
    lastStartedAt: ago(30),
    lastFinishedAt: ago(30),
    ok: true,
    error: null,
    durationMs: 120,
    lastOkAt: ago(30),
    runs: 12,
    failures: 0,
    everySeconds: 300,
    ...overrides,
  };
}

function anOverview(overrides: Partial<OperationsOverview> = {}): OperationsOverview {
  return {
    emails: { waiting: 3, oldestDueSeconds: 125, failed: 1 },
    failedEmails: [aFailedEmail()],
    workers: [
      aRun(),
      aRun({ worker: 'email delivery', everySeconds: 30, durationMs: 4200 }),
      aRun({
        worker: 'email delivery',
        instance: 'web-2:4100',
        ok: false,
        error: 'connect ECONNREFUSED 127.0.0.1:25',
        everySeconds: 30,
      }),
      aRun({ worker: 'reminders', instance: 'web-1:4100', lastStartedAt: ago(3 * 3600) }),
    ],
    ...overrides,
  };
}

/** The tab, the outbox answering `overview` until an email is sent again. */
async function renderTab(overview: OperationsOverview, api: Record<string, RouteAnswer> = {}) {
  let current = overview;
  return renderApp(<OperationsTab />, {
    user: admin,
    path: '/admin?tab=operations',
    api: {
      'GET /api/admin/operations': () => current,
      'POST /api/admin/emails/41/send-again': () => {
        const email = { ...aFailedEmail(), failedAt: null, error: null };
        current = {
          ...current,
          emails: { ...current.emails, waiting: current.emails.waiting + 1, failed: 0 },
          failedEmails: [],
        };
        return { message: OPERATIONS_MESSAGES.emailQueued, email };
      },
      ...api,
    },
  });
}

describe('OperationsTab', () => {
  it('shows the outbox figures, each failed email with its reason, and the workers', async () => {
    await renderTab(anOverview());
    const outbox = await screen.findByLabelText('Email outbox', { selector: 'dl' });
    expect(outbox).toHaveTextContent('Emails waiting3');
    expect(outbox).toHaveTextContent('Oldest due2 min');
    expect(outbox).toHaveTextContent('Failed1');

    const failed = within(screen.getByRole('list', { name: 'Failed emails' })).getAllByRole(
      'listitem',
    );
    expect(failed).toHaveLength(1);
    expect(failed[0]).toHaveTextContent('Verify your email address');
    expect(failed[0]).toHaveTextContent('To guest@example.com');
    expect(failed[0]).toHaveTextContent('Reason: 550 5.1.1 mailbox unavailable');
    expect(failed[0]).toHaveTextContent('1 try · failed Nov 26, 2026');
    expect(failed[0]).toHaveTextContent('request req-7f3a');

    const workers = screen.getByRole('list', { name: 'Background workers' });
    // grouped by worker, in name order; each instance's run on its own line
    expect(
      within(workers)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['email delivery', 'refund sweep', 'reminders']);
    const delivery = within(workers).getByRole('heading', { name: 'email delivery' })
      .parentElement as HTMLElement;
    expect(delivery).toHaveTextContent('Every 1 min');
    expect(delivery).toHaveTextContent('Ran OK');
    expect(delivery).toHaveTextContent('took 4.2 s');
    expect(delivery).toHaveTextContent('Failed');
    expect(delivery).toHaveTextContent('Error: connect ECONNREFUSED 127.0.0.1:25');
    const reminders = within(workers).getByRole('heading', { name: 'reminders' })
      .parentElement as HTMLElement;
    // no run for more than twice its five minutes: late, whatever the last run did
    expect(reminders).toHaveTextContent('Late');
    expect(reminders).toHaveTextContent('last run 3 h ago');
  });

  it('says when nothing is due, nothing failed and no worker has run', async () => {
    await renderTab(
      anOverview({
        emails: { waiting: 0, oldestDueSeconds: null, failed: 0 },
        failedEmails: [],
        workers: [],
      }),
    );
    expect(await screen.findByText('No failed emails')).toBeInTheDocument();
    expect(screen.getByText('Nothing due')).toBeInTheDocument();
    expect(screen.getByText('No worker runs yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send again/ })).toBeNull();
  });

  it('sends a failed email again once, toasts it and reads the outbox again', async () => {
    const { user, api } = await renderTab(anOverview());
    await user.click(
      await screen.findByRole('button', {
        name: 'Send again: Verify your email address to guest@example.com',
      }),
    );
    expect(await screen.findByText('Email queued')).toBeInTheDocument();
    expect(screen.getByText(OPERATIONS_MESSAGES.emailQueued)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('No failed emails')).toBeInTheDocument());
    expect(api.callsTo('POST', '/api/admin/emails/41/send-again')).toHaveLength(1);
    expect(screen.getByLabelText('Email outbox', { selector: 'dl' })).toHaveTextContent(
      'Emails waiting4',
    );
  });

  it('offers no second try for an email whose one-time link was redacted', async () => {
    await renderTab(anOverview({ failedEmails: [aFailedEmail({ redacted: true })] }));
    expect(
      await screen.findByText('Its one-time link expired: it cannot be sent again.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send again/ })).toBeNull();
  });

  it("toasts the server's reason when sending again is refused", async () => {
    const { user } = await renderTab(anOverview(), {
      'POST /api/admin/emails/41/send-again': apiError(
        409,
        OPERATIONS_MESSAGES.emailNotFailed,
        'CONFLICT',
      ),
    });
    await user.click(await screen.findByRole('button', { name: /^Send again/ }));
    expect(await screen.findByText(OPERATIONS_MESSAGES.emailNotFailed)).toBeInTheDocument();
    // the email stays listed, ready for another try
    expect(screen.getByRole('button', { name: /^Send again/ })).toBeEnabled();
  });

  it('toasts a failed read and offers to try again', async () => {
    const { user, api } = await renderTab(anOverview(), {
      'GET /api/admin/operations': new Response('x', { status: 500, statusText: 'Oops' }),
    });
    await waitFor(() =>
      expect(screen.getAllByText('Failed to fetch the operations overview')).toHaveLength(2),
    );
    api.route('GET /api/admin/operations', anOverview());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Verify your email address')).toBeInTheDocument();
  });
});
