// @vitest-environment happy-dom
import { EVENT_MESSAGES } from '@storytable/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fillValidEvent, inThreeWeeks } from '@/test/event-form-steps.ts';
import { fill, type RenderedApp, renderApp } from '@/test/render.tsx';
import type { EventFormOutput } from '../lib/event-form-values.ts';
import { todayIn } from '../lib/form-options.ts';
import { EventForm } from './event-form.tsx';

async function renderForm(busy = false) {
  const onValid = vi.fn<(values: EventFormOutput) => void>();
  const onCoverChange = vi.fn();
  const rendered = await renderApp(
    <EventForm onValid={onValid} busy={busy} cover={null} onCoverChange={onCoverChange} />,
    { path: '/create' },
  );
  return { ...rendered, onValid };
}

type Driver = RenderedApp['user'];

const field = (name: string) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });

const submit = (user: Driver) => user.click(screen.getByRole('button', { name: 'Create Event' }));

describe('EventForm', () => {
  it('has the three sections of the spec, each a named region', async () => {
    await renderForm();
    for (const name of ['Basic Information', 'Location Details', 'Event Details'])
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Location Details' })).getByRole('combobox', {
        name: 'State',
      }),
    ).toBeInTheDocument();
  });

  it('asks for the street address (for guests) and the neighborhood (for everyone)', async () => {
    await renderForm();
    const location = within(screen.getByRole('region', { name: 'Location Details' }));
    expect(location.getByRole('textbox', { name: 'Street address' })).toHaveAccessibleDescription(
      'Shown only to guests with a confirmed seat.',
    );
    expect(location.getByRole('textbox', { name: 'Neighborhood' })).toHaveAccessibleDescription(
      'Shown to everyone with the city.',
    );
  });

  it('says what is missing, in the spec’s words, and sends nothing', async () => {
    const { user, onValid } = await renderForm();
    await submit(user);
    for (const message of [
      EVENT_MESSAGES.titleRequired,
      EVENT_MESSAGES.descriptionRequired,
      EVENT_MESSAGES.tagsRequired,
      EVENT_MESSAGES.stateRequired,
      EVENT_MESSAGES.cityRequired,
      EVENT_MESSAGES.restaurantRequired,
      EVENT_MESSAGES.streetAddressRequired,
      EVENT_MESSAGES.neighborhoodRequired,
      EVENT_MESSAGES.dateRequired,
      EVENT_MESSAGES.timeRequired,
      EVENT_MESSAGES.priceRequired,
      EVENT_MESSAGES.capacityRequired,
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
    expect(field('Title')).toHaveAttribute('aria-invalid', 'true');
  });

  it('hands on the values of a complete paid dinner', async () => {
    const { user, onValid } = await renderForm();
    await fillValidEvent(user);
    await submit(user);
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]?.[0]).toMatchObject({
      title: 'Letters from the Silk Road',
      tags: ['World History'],
      state: 'CA',
      city: 'Sacramento',
      restaurantName: 'Olive & Ember',
      streetAddress: '1801 L St',
      neighborhood: 'Midtown',
      date: inThreeWeeks,
      time: '19:00',
      isFreeEvent: false,
      price: '45',
      capacity: '8',
    });
  });

  it.each([
    ['5', EVENT_MESSAGES.paidMinimum],
    ['2500', EVENT_MESSAGES.priceMax],
    ['-3', EVENT_MESSAGES.priceNegative],
    ['lots', EVENT_MESSAGES.priceNumber],
  ])('refuses a paid price of %s: %s', async (price, message) => {
    const { user, onValid } = await renderForm();
    await fillValidEvent(user);
    await fill(user, field('Price per person (USD)'), price);
    await submit(user);
    const input = field('Price per person (USD)');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(onValid).not.toHaveBeenCalled();
  });

  it('shows the paid minimum as the price hint before anything is typed', async () => {
    await renderForm();
    expect(field('Price per person (USD)')).toHaveAccessibleDescription(
      expect.stringContaining(EVENT_MESSAGES.paidMinimum),
    );
  });

  it('a free event sets the price to 0, locks it, and needs no price', async () => {
    const { user, onValid } = await renderForm();
    await fillValidEvent(user);
    await fill(user, field('Price per person (USD)'), '');
    await submit(user);
    expect(await screen.findByText(EVENT_MESSAGES.priceRequired)).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Free event' }));
    const price = field('Price per person (USD)');
    expect(price).toBeDisabled();
    expect(price).toHaveValue('0');
    expect(screen.queryByText(EVENT_MESSAGES.priceRequired)).not.toBeInTheDocument();

    await submit(user);
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]?.[0]).toMatchObject({ isFreeEvent: true });
  });

  it('turning the free event off empties the price again when none was typed', async () => {
    const { user } = await renderForm();
    const toggle = screen.getByRole('switch', { name: 'Free event' });
    await user.click(toggle);
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    const price = field('Price per person (USD)');
    expect(price).toBeEnabled();
    expect(price).toHaveValue('');
  });

  it('turning the free event off gives back the price typed before', async () => {
    const { user } = await renderForm();
    await fill(user, field('Price per person (USD)'), '38.50');
    const toggle = screen.getByRole('switch', { name: 'Free event' });
    await user.click(toggle);
    expect(field('Price per person (USD)')).toHaveValue('0');
    await user.click(toggle);
    expect(field('Price per person (USD)')).toHaveValue('38.50');
  });

  it('says the paid minimum once: the error takes the hint’s place', async () => {
    const { user } = await renderForm();
    await fillValidEvent(user);
    await fill(user, field('Price per person (USD)'), '5');
    await submit(user);
    const input = field('Price per person (USD)');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(EVENT_MESSAGES.paidMinimum)).toHaveLength(1);
    expect(input).toHaveAccessibleDescription(EVENT_MESSAGES.paidMinimum);
  });

  it('gives a free event no paid-minimum hint', async () => {
    const { user } = await renderForm();
    await user.click(screen.getByRole('switch', { name: 'Free event' }));
    expect(screen.queryByText(EVENT_MESSAGES.paidMinimum)).toBeNull();
  });

  it('keeps the city closed until a state is chosen, and a new state clears it', async () => {
    const { user } = await renderForm();
    const city = select('City');
    expect(city).toBeDisabled();
    expect(within(city).getByRole('option', { name: 'Choose a state first' })).toBeInTheDocument();

    await user.selectOptions(select('State'), 'CA');
    expect(city).toBeEnabled();
    await user.selectOptions(city, 'Sacramento');
    expect(city).toHaveValue('Sacramento');

    await user.selectOptions(select('State'), 'NY');
    expect(city).toHaveValue('');
    expect(within(city).getByRole('option', { name: 'Select a city' })).toBeInTheDocument();
  });

  it('offers 96 quarter-hour times and 1 to 12 guests', async () => {
    await renderForm();
    const times = within(select('Time')).getAllByRole('option');
    expect(times).toHaveLength(97);
    expect(times[1]).toHaveTextContent('12:00 AM');
    expect(times[2]).toHaveTextContent('12:15 AM');
    expect(times.at(-1)).toHaveTextContent('11:45 PM');
    const seats = within(select('Capacity')).getAllByRole('option');
    expect(seats.map((o) => o.textContent)).toEqual([
      'Select the number of guests',
      '1 guest',
      ...Array.from({ length: 11 }, (_, i) => `${i + 2} guests`),
    ]);
  });

  it('offers no day before today in the dinner’s time zone', async () => {
    await renderForm();
    expect(screen.getByLabelText('Date')).toHaveAttribute('min', todayIn('America/Los_Angeles'));
  });

  it('refuses a start that has already passed', async () => {
    const { user, onValid } = await renderForm();
    await fillValidEvent(user);
    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), '2020-01-01');
    await submit(user);
    expect(await screen.findByText(EVENT_MESSAGES.pastDate)).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('cannot be sent twice while publishing', async () => {
    await renderForm(true);
    expect(screen.getByRole('button', { name: 'Create Event' })).toBeDisabled();
  });
});
