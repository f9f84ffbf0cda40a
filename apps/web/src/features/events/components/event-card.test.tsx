// @vitest-environment happy-dom
import { DEFAULT_EVENT_DESCRIPTION } from '@storytable/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { anEvent } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { EventCard } from './event-card.tsx';

// 7:30 PM in Sacramento on Friday, December 11, 2026
const event = anEvent({
  dateTime: '2026-12-12T03:30:00.000Z',
  tags: ['World History', 'Art History', 'Leadership'],
});

const card = () => screen.getByRole('article');

describe('EventCard', () => {
  it('shows the title, description, date, time, place and price', async () => {
    await renderApp(<EventCard event={event} />);
    expect(within(card()).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Letters from the Silk Road',
    );
    expect(
      within(card()).getByText('Merchants, monks and runaway princesses.'),
    ).toBeInTheDocument();
    expect(within(card()).getByText('Dec 11, 2026')).toBeInTheDocument();
    expect(within(card()).getByText('7:30 PM PST')).toBeInTheDocument();
    expect(within(card()).getByText('Olive & Ember, Sacramento')).toBeInTheDocument();
    expect(within(card()).getByText('$45.00')).toBeInTheDocument();
    expect(within(card()).getByText('per person')).toBeInTheDocument();
  });

  it('tells when a dinner opens for booking, with its countdown, until it opens', async () => {
    const opensAt = new Date(Date.now() + (2 * 24 + 3) * 3_600_000 + 60_000).toISOString();
    await renderApp(<EventCard event={{ ...event, opensAt }} />);
    expect(within(card()).getByText(/^Opens for booking .+ at .+ (PST|PDT)$/)).toBeInTheDocument();
    expect(within(card()).getByTestId('opening-countdown')).toHaveTextContent(
      'Opens in 2 days 3 h',
    );
    cleanup();
    const opened = new Date(Date.now() - 60_000).toISOString();
    await renderApp(<EventCard event={{ ...event, opensAt: opened }} />);
    expect(within(card()).queryByText(/^Opens for booking/)).toBeNull();
  });

  it('shows the fee beside the price, as every later screen does', async () => {
    await renderApp(<EventCard event={event} />);
    expect(within(card()).getByText('+ $1.65 fee')).toBeInTheDocument();
  });

  it('names each fact for screen readers', async () => {
    await renderApp(<EventCard event={event} />);
    const terms = within(card())
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual(['Date', 'Time', 'Location', 'Refund policy']);
  });

  it('shows the first 2 tags only', async () => {
    await renderApp(<EventCard event={event} />);
    expect(within(card()).getByText('World History')).toBeInTheDocument();
    expect(within(card()).getByText('Art History')).toBeInTheDocument();
    expect(within(card()).queryByText('Leadership')).not.toBeInTheDocument();
  });

  it('uses the default description when the host left it empty', async () => {
    await renderApp(<EventCard event={anEvent({ description: '   ' })} />);
    expect(within(card()).getByText(DEFAULT_EVENT_DESCRIPTION)).toBeInTheDocument();
  });

  it('links the host avatar to their profile, with their badge', async () => {
    await renderApp(<EventCard event={event} />);
    expect(within(card()).getByRole('link', { name: "Hannah Host's profile" })).toHaveAttribute(
      'href',
      '/profile/7',
    );
    expect(within(card()).getByText('Hannah Host')).toBeInTheDocument();
    expect(within(card()).getByText('Verified Host')).toBeInTheDocument();
  });

  it.each([
    [
      { isVerifiedHost: false, idmeVerified: true, manualReviewStatus: 'pending' as const },
      'Pending Review',
    ],
    [
      { isVerifiedHost: false, idmeVerified: false, manualReviewStatus: 'none' as const },
      'Unverified Host',
    ],
  ])('shows the host badge of the spec: %o gives %s', async (host, label) => {
    await renderApp(<EventCard event={anEvent({ host: { ...event.host, ...host } })} />);
    expect(within(card()).getByText(label)).toBeInTheDocument();
  });

  it('hides the host on their own page', async () => {
    await renderApp(<EventCard event={event} showHost={false} />);
    expect(within(card()).queryByRole('link', { name: "Hannah Host's profile" })).toBeNull();
    expect(within(card()).queryByText('Hannah Host')).toBeNull();
  });

  it("marks a featured dinner 'Featured'", async () => {
    await renderApp(<EventCard event={anEvent({ featured: true })} />);
    expect(within(card()).getByText('Featured')).toBeInTheDocument();
  });

  it.each([
    [3, '3 seats left'],
    [1, '1 seat left'],
    [0, 'Sold out'],
  ])('with %i seats left it says %s instead of per person', async (left, cue) => {
    await renderApp(<EventCard event={anEvent({ availableSpots: left })} />);
    expect(within(card()).getByText(cue)).toBeInTheDocument();
    expect(within(card()).queryByText('per person')).toBeNull();
  });

  it("a free dinner reads 'Free' and 'no charge'", async () => {
    await renderApp(<EventCard event={anEvent({ price: 0 })} />);
    expect(within(card()).getByText('Free')).toBeInTheDocument();
    expect(within(card()).getByText('no charge')).toBeInTheDocument();
    expect(within(card()).queryByText(/fee/)).toBeNull();
  });

  it("without a dialog, 'View Details' leads to the event's page", async () => {
    await renderApp(<EventCard event={event} />);
    expect(within(card()).getByRole('link', { name: /^View Details/ })).toHaveAttribute(
      'href',
      '/event/42',
    );
    expect(within(card()).queryByRole('button')).toBeNull();
  });

  it('in the listing, the title is the button that opens the dialog', async () => {
    const onOpen = vi.fn();
    const onIntent = vi.fn();
    const { user } = await renderApp(
      <EventCard event={event} onOpen={onOpen} onIntent={onIntent} headingLevel={2} />,
    );
    const open = within(card()).getByRole('button', { name: 'Letters from the Silk Road' });
    expect(within(card()).getByRole('heading', { level: 2 })).toContainElement(open);
    await user.hover(open);
    expect(onIntent).toHaveBeenCalled();
    await user.click(open);
    expect(onOpen).toHaveBeenCalledWith(event);
    expect(within(card()).queryByRole('link', { name: /View Details/ })).toBeNull();
  });

  it('opens from the keyboard too', async () => {
    const onOpen = vi.fn();
    const { user } = await renderApp(<EventCard event={event} onOpen={onOpen} />);
    await user.tab();
    await user.tab();
    expect(
      within(card()).getByRole('button', { name: 'Letters from the Silk Road' }),
    ).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
