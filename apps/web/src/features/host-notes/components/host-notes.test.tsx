// @vitest-environment happy-dom
import type { HostNoteEntry } from '@storytable/domain';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '@/test/fake-api.ts';
import { anEvent, aUser } from '@/test/fixtures.ts';
import { fill, renderApp } from '@/test/render.tsx';
import { HostNotesList } from './host-notes-list.tsx';
import { NoteToHostForm } from './note-to-host-form.tsx';

const guest = aUser({ id: 5, name: 'Ava Thompson' });
const past = anEvent({ id: 42, hostId: 1, dateTime: '2026-01-10T03:00:00.000Z' });
const came = { attended: true, noShow: false };
const note: HostNoteEntry = {
  guest: { id: 5, name: 'Ava Thompson' },
  note: 'The question about first jobs stayed with me.',
  createdAt: '2026-01-10T18:00:00.000Z',
};

describe('NoteToHostForm', () => {
  it('lets a guest who came send one private note, checked before it goes', async () => {
    const { user, api } = await renderApp(<NoteToHostForm event={past} attendance={came} />, {
      user: guest,
      api: { 'POST /api/events/42/notes': { message: 'sent', note } },
    });
    await user.click(screen.getByRole('button', { name: 'Send to the host' }));
    expect(await screen.findByText('Please write a note')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/events/42/notes')).toHaveLength(0);
    await fill(user, screen.getByLabelText('Your note'), '  The question stayed with me. ');
    await user.click(screen.getByRole('button', { name: 'Send to the host' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Only they will read it/);
    expect(api.callsTo('POST', '/api/events/42/notes')[0]?.body).toEqual({
      note: 'The question stayed with me.',
    });
  });

  it('is not offered to a no-show, a guest without a seat, or before the dinner', async () => {
    const ahead = { ...past, dateTime: '2099-01-01T03:00:00.000Z' };
    const cases: [typeof past, { attended: boolean; noShow: boolean }][] = [
      [past, { attended: true, noShow: true }],
      [past, { attended: false, noShow: false }],
      [ahead, came],
    ];
    for (const [event, attendance] of cases) {
      await renderApp(<NoteToHostForm event={event} attendance={attendance} />, { user: guest });
      expect(screen.queryByRole('heading', { name: /private note/ })).toBeNull();
      cleanup();
    }
  });
});

describe('HostNotesList', () => {
  it('shows the notes, an empty state and hides itself from an admin', async () => {
    await renderApp(<HostNotesList eventId={42} />, {
      user: aUser({ id: 1, isHost: true }),
      api: { 'GET /api/events/42/notes': [note] },
    });
    expect(await screen.findByText(note.note)).toBeInTheDocument();
    expect(screen.getByText(/Ava Thompson · Jan 10/)).toBeInTheDocument();
  });

  it('says when there are none yet', async () => {
    await renderApp(<HostNotesList eventId={42} />, {
      user: aUser({ id: 1, isHost: true }),
      api: { 'GET /api/events/42/notes': [] },
    });
    expect(await screen.findByText('No notes yet')).toBeInTheDocument();
  });

  it('shows nothing to an admin, whom the server refuses', async () => {
    const { api } = await renderApp(<HostNotesList eventId={42} />, {
      user: aUser({ id: 3, isAdmin: true }),
      api: { 'GET /api/events/42/notes': apiError(403, 'Only the host', 'FORBIDDEN') },
    });
    await waitFor(() => expect(api.callsTo('GET', '/api/events/42/notes')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Notes from your guests')).toBeNull());
  });
});
