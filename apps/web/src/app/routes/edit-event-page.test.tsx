// @vitest-environment happy-dom
import { EVENT_EDIT_MESSAGES, type EventAddress, OPENING_MESSAGES } from '@storytable/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { apiError } from '@/test/fake-api.ts';
import { anEvent, aUser } from '@/test/fixtures.ts';
import { fill, renderApp } from '@/test/render.tsx';
import { EditEventPage } from './edit-event-page.tsx';

const host = aUser({ id: 7, isHost: true });
// 3 of 8 seats taken, Moderate, $45.00
// 7:30 PM in Sacramento on December 12 next year (PST)
const dinner = anEvent({
  availableSpots: 5,
  refundPolicy: 'moderate',
  dateTime: `${new Date().getUTCFullYear() + 1}-12-13T03:30:00.000Z`,
});
const address: EventAddress = {
  eventId: 42,
  restaurantName: dinner.restaurantName,
  streetAddress: '1801 L St',
  neighborhood: 'Midtown',
  city: 'Sacramento',
  state: 'CA',
  fullText: 'Olive & Ember, 1801 L St, Sacramento, CA',
  mapUrl: null,
} as EventAddress;

function renderPage(
  user = host,
  patch: unknown = (c: { body: object }) => ({ ...dinner, ...c.body }),
  event = dinner,
) {
  return renderApp(
    <Route path="/event/:id/edit">
      <EditEventPage />
    </Route>,
    {
      user,
      path: '/event/42/edit',
      api: {
        'GET /api/events/42': event,
        'GET /api/events/42/address': address,
        'PATCH /api/events/42': patch,
      },
    },
  );
}

describe('EditEventPage', () => {
  it('prefills the dinner, shows the seats taken, and sends only what changed', async () => {
    const { user, api } = await renderPage();
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue(dinner.title);
    expect(screen.getByRole('textbox', { name: /Street address/ })).toHaveValue('1801 L St');
    expect(
      screen.getByText(/3 of 8 seats are taken, so capacity cannot go below 3/),
    ).toBeInTheDocument();
    const capacity = screen.getByRole('combobox', { name: /Capacity/ });
    expect(within(capacity).queryByRole('option', { name: '2 guests' })).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    await fill(user, title, 'A new title');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(EVENT_EDIT_MESSAGES.saved, { selector: 'p' }),
    ).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/events/42').map((c) => c.body)).toEqual([
      { title: 'A new title' },
    ]);
  });

  it('asks a question of guests and makes it required, sending only those two', async () => {
    const { user, api } = await renderPage();
    const question = await screen.findByRole('textbox', { name: /Your question for guests/ });
    expect(question).toHaveValue('');
    await fill(user, question, 'What story would you bring?');
    await user.click(screen.getByRole('checkbox', { name: 'Guests must answer to book' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(EVENT_EDIT_MESSAGES.saved, { selector: 'p' }),
    ).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/events/42').map((c) => c.body)).toEqual([
      { question: 'What story would you bring?', questionRequired: true },
    ]);
  });

  it('warns before saving a new time, then sends date and time together', async () => {
    const { user, api } = await renderPage();
    const time = await screen.findByRole('combobox', { name: 'Time' });
    await user.selectOptions(time, '21:00');
    expect(screen.getByRole('status')).toHaveTextContent(EVENT_EDIT_MESSAGES.materialWarning);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText(EVENT_EDIT_MESSAGES.saved, { selector: 'p' });
    const [call] = api.callsTo('PATCH', '/api/events/42');
    expect(call?.body).toMatchObject({ time: '21:00', date: expect.stringMatching(/^\d{4}-/) });
    expect(Object.keys(call?.body as object).sort()).toEqual(['date', 'time']);
  });

  it('refuses a meaner refund policy itself, and shows the server’s refusal', async () => {
    const taken = EVENT_EDIT_MESSAGES.capacityBelowTaken(4);
    const { user, api } = await renderPage(host, apiError(409, taken, 'CAPACITY_BELOW_TAKEN'));
    await user.click(await screen.findByRole('radio', { name: 'Strict' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/it may only become more generous/)).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/events/42')).toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: 'Flexible' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Capacity/ }), '3');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(taken)).toBeInTheDocument();
  });

  it('says nothing changed instead of sending an empty edit', async () => {
    const { user, api } = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(EVENT_EDIT_MESSAGES.nothingChanged)).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/events/42')).toHaveLength(0);
  });

  it('tells another host the dinner is not theirs', async () => {
    await renderPage(aUser({ id: 99, isHost: true }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EVENT_EDIT_MESSAGES.notYourEvent);
  });

  it('offers the opening while it is ahead', async () => {
    const later = new Date(Date.now() + 86_400_000).toISOString();
    await renderPage(host, undefined, { ...dinner, opensAt: later });
    expect(await screen.findByLabelText('Opening date')).toBeInTheDocument();
    expect(screen.queryByText(OPENING_MESSAGES.opened)).toBeNull();
  });

  it('says why an opening that has passed stays, instead of offering it', async () => {
    const opened = new Date(Date.now() - 2 * 60_000).toISOString();
    await renderPage(host, undefined, { ...dinner, opensAt: opened });
    expect(await screen.findByText(OPENING_MESSAGES.opened)).toBeInTheDocument();
    expect(screen.queryByLabelText('Opening date')).toBeNull();
  });
});
