// @vitest-environment happy-dom
import type { RestaurantBrief } from '@storytable/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '@/test/fake-api.ts';
import { aUser } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { RESTAURANT_BRIEF_FAILED } from '../api/get-restaurant-brief.ts';
import { RestaurantBriefLine } from './restaurant-brief-line.tsx';

const host = aUser({ isHost: true });
// a dinner at 7:30 PM in Sacramento on Thursday, December 12, 2030
const brief: RestaurantBrief = {
  eventId: 5,
  restaurantEmail: 'bookings@olive-ember.test',
  timeZone: 'America/Los_Angeles',
  hasGuests: true,
  dueAt: '2030-12-11T03:30:00.000Z',
  sentAt: null,
  sentToRestaurant: null,
  headcount: null,
};

function renderLine(answer: unknown) {
  return renderApp(<RestaurantBriefLine eventId={5} />, {
    user: host,
    api: { 'GET /api/events/5/restaurant-brief': answer },
  });
}

describe('RestaurantBriefLine', () => {
  it('says when the brief goes and to whom', async () => {
    await renderLine(brief);
    expect(
      await screen.findByText(
        'The restaurant brief goes to you and bookings@olive-ember.test on Tuesday, December 10, 2030 at 7:30 PM PST, 48 hours before the dinner.',
      ),
    ).toBeInTheDocument();
  });

  it('says when it went and to whom', async () => {
    await renderLine({
      ...brief,
      restaurantEmail: null,
      sentAt: '2030-12-11T03:32:00.000Z',
      sentToRestaurant: null,
      headcount: 4,
    });
    expect(
      await screen.findByText(
        'The restaurant brief went to you on Tuesday, December 10, 2030 at 7:32 PM PST.',
      ),
    ).toBeInTheDocument();
  });

  it('says so when it cannot load', async () => {
    await renderLine(apiError(500, 'Internal Server Error', 'INTERNAL'));
    expect(await screen.findByText(RESTAURANT_BRIEF_FAILED)).toBeInTheDocument();
  });
});
