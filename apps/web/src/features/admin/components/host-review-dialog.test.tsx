// @vitest-environment happy-dom
import type { HostReviewItem } from '@storytable/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { anAdminUser, anApplicant, anAuditEntry } from '@/test/admin-fixtures.ts';
import { apiError } from '@/test/fake-api.ts';
import { aUser } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import type { ReviewQueue } from '../lib/review-queues.ts';
import { HostReviewDialog } from './host-review-dialog.tsx';

const admin = aUser({ id: 1, username: 'admin', isAdmin: true });
const applicant = anApplicant();

/** The dialog of `item`, the server holding its history and answering decisions. */
async function renderReview(
  item: HostReviewItem,
  queue: ReviewQueue,
  api: Record<string, unknown> = {},
) {
  const onOpenChange = vi.fn();
  const rendered = await renderApp(
    <HostReviewDialog item={item} queue={queue} onOpenChange={onOpenChange} />,
    {
      user: admin,
      path: '/admin',
      api: {
        [`GET /api/admin/users/${item.id}/audit`]: [],
        [`POST /api/admin/approve-host-application/${item.id}`]: {
          message: 'Host application approved',
          user: anAdminUser({ id: item.id, isHost: true, manualReviewStatus: 'approved' }),
        },
        [`POST /api/admin/verify-user/${item.id}`]: {
          message: 'Host verified',
          user: anAdminUser({
            id: item.id,
            isHost: true,
            isVerifiedHost: true,
            idmeVerified: true,
          }),
        },
        ...api,
      },
    },
  );
  return { ...rendered, onOpenChange, dialog: screen.getByRole('dialog') };
}

/** The value beside `term` in a facts list. */
function fact(dialog: HTMLElement, term: string) {
  return within(dialog).getByText(term).nextElementSibling;
}

describe('HostReviewDialog', () => {
  it('shows who applies and their four answers', async () => {
    const { dialog } = await renderReview(applicant, 'applications');
    expect(dialog).toHaveAccessibleName('Review Amir Applicant');
    expect(dialog).toHaveAccessibleDescription('@amir · amir@example.com');
    expect(within(dialog).getByText('Pending Host')).toBeInTheDocument();
    expect(within(dialog).getByText('Joined Sep 14, 2026')).toBeInTheDocument();
    expect(fact(dialog, 'Hosting experience')).toHaveTextContent('Ten years of supper clubs.');
    expect(fact(dialog, 'Knowledgeable about')).toHaveTextContent('Roman trade routes');
    expect(fact(dialog, 'Events hosted')).toHaveTextContent('25');
    expect(fact(dialog, 'Culinary interests')).toHaveTextContent('Mediterranean cooking');
  });

  it('says so when there are no answers, and marks an unverified email', async () => {
    const { dialog } = await renderReview(
      anApplicant({ hostExperience: null, emailVerified: false }),
      'applications',
    );
    expect(within(dialog).getByText('No application answers on file.')).toBeInTheDocument();
    expect(within(dialog).getByText('· email not verified')).toBeInTheDocument();
  });

  it('shows the identity check as the server recorded it', async () => {
    const verified = anApplicant({
      idmeVerified: true,
      idmeVerificationStatus: 'verified',
      idmeVerificationDate: '2026-11-02T09:00:00.000Z',
      verifiedFullName: 'Amir Example',
      verifiedDocumentType: 'driving_license',
      verifiedDocumentIssuer: 'US',
      verifiedDocumentExpiry: '2030-01-31',
    });
    const { dialog } = await renderReview(verified, 'verifications');
    expect(fact(dialog, 'Status')).toHaveTextContent('Verified');
    expect(fact(dialog, 'Checked on')).toHaveTextContent('Nov 2, 2026');
    expect(fact(dialog, 'Name on document')).toHaveTextContent('Amir Example');
    expect(fact(dialog, 'Document')).toHaveTextContent('driving license, US');
    expect(fact(dialog, 'Expires')).toHaveTextContent('2030-01-31');
  });

  it("shows a failed check's code, and a dash for what is missing", async () => {
    const { dialog } = await renderReview(
      anApplicant({ idmeVerificationStatus: 'failed:document_expired' }),
      'verifications',
    );
    expect(fact(dialog, 'Status')).toHaveTextContent('Failed (document_expired)');
    expect(fact(dialog, 'Name on document')).toHaveTextContent('—');
    expect(fact(dialog, 'Document')).toHaveTextContent('—');
  });

  it('flags a name on the document that is not the account name (#32.20)', async () => {
    const { dialog } = await renderReview(
      anApplicant({ verifiedFullName: 'Someone Else' }),
      'verifications',
    );
    expect(within(dialog).getByText(/Name differs:/).parentElement).toHaveTextContent(
      'the document says “Someone Else”, the account says “Amir Applicant”',
    );
  });

  it('does not flag a document name that is the account name', async () => {
    const { dialog } = await renderReview(
      anApplicant({ verifiedFullName: 'AMIR APPLICANT' }),
      'verifications',
    );
    expect(within(dialog).queryByText(/Name differs:/)).toBeNull();
  });

  it('lists what admins did so far', async () => {
    const { dialog } = await renderReview(applicant, 'applications', {
      [`GET /api/admin/users/${applicant.id}/audit`]: [
        anAuditEntry({ id: 2, action: 'verify_host', actorName: null }),
        anAuditEntry({ id: 1 }),
      ],
    });
    const history = await within(dialog).findByRole('list', { name: 'Admin history' });
    const items = within(history).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Verified the host');
    expect(items[0]).toHaveTextContent('by a removed admin');
    expect(items[1]).toHaveTextContent('Approved the host application');
    expect(items[1]).toHaveTextContent('by admin');
  });

  it('approves an application, then shows the outcome in place of the buttons', async () => {
    const { user, api, dialog } = await renderReview(applicant, 'applications');
    expect(await within(dialog).findByText('No admin actions yet.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve application' }));

    const outcome = await within(dialog).findByRole('status');
    expect(outcome).toHaveTextContent('Host application approved');
    await waitFor(() => expect(outcome).toHaveFocus());
    expect(within(dialog).queryByRole('button', { name: 'Approve application' })).toBeNull();
    expect(api.callsTo('POST', `/api/admin/approve-host-application/${applicant.id}`)).toEqual([
      expect.objectContaining({ body: { status: 'approved' } }),
    ]);
    expect(screen.getByText('Host application updated')).toBeInTheDocument();
    // the history is read again after the decision
    await waitFor(() =>
      expect(api.callsTo('GET', `/api/admin/users/${applicant.id}/audit`).length).toBe(2),
    );
  });

  it('rejects an application with status rejected', async () => {
    const { user, api, dialog } = await renderReview(applicant, 'applications');
    await user.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    await within(dialog).findByRole('status');
    expect(api.callsTo('POST', `/api/admin/approve-host-application/${applicant.id}`)).toEqual([
      expect.objectContaining({ body: { status: 'rejected' } }),
    ]);
  });

  it('verifies a host in the verifications queue', async () => {
    const { user, api, dialog } = await renderReview(applicant, 'verifications');
    expect(within(dialog).queryByRole('button', { name: 'Approve application' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Verify host' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Host verified');
    // the badge shows the role the decision gave, not the one the dialog opened on (#32.20)
    expect(within(dialog).getByText('Verified Host')).toBeInTheDocument();
    expect(within(dialog).queryByText('Pending Host')).toBeNull();
    expect(api.callsTo('POST', `/api/admin/verify-user/${applicant.id}`)).toEqual([
      expect.objectContaining({ body: { status: 'verified' } }),
    ]);
  });

  it('rejects a verification with status rejected', async () => {
    const { user, api, dialog } = await renderReview(applicant, 'verifications');
    await user.click(within(dialog).getByRole('button', { name: 'Reject verification' }));
    await within(dialog).findByRole('status');
    expect(api.callsTo('POST', `/api/admin/verify-user/${applicant.id}`)).toEqual([
      expect.objectContaining({ body: { status: 'rejected' } }),
    ]);
  });

  it("toasts a refusal with the server's words and keeps the decision open", async () => {
    const { user, dialog } = await renderReview(applicant, 'applications', {
      [`POST /api/admin/approve-host-application/${applicant.id}`]: apiError(
        409,
        'This application was already decided',
        'CONFLICT',
      ),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Approve application' }));
    expect(await screen.findByText('This application was already decided')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Approve application' })).toBeEnabled();
  });

  it('closes through onOpenChange', async () => {
    const { user, dialog, onOpenChange } = await renderReview(applicant, 'applications');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
