// @vitest-environment happy-dom
import { REVIEW_REPLY_MAX, REVIEW_REPLY_MESSAGES, type Review } from '@storytable/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '@/test/fake-api.ts';
import { aUser } from '@/test/fixtures.ts';
import { fill, renderApp } from '@/test/render.tsx';
import { EventReviews } from './event-reviews.tsx';
import { replyCounter } from './review-reply-form.tsx';

const HOST = { id: 3, name: 'Hannah Reyes' };
const GET = 'GET /api/events/40/reviews';
const POST = 'POST /api/reviews/11/reply';

const aReview = (over: Partial<Review> = {}): Review => ({
  id: 11,
  eventId: 40,
  rating: 5,
  review: 'A table I did not want to leave',
  reviewDate: '2030-12-01T22:00:00.000Z',
  user: { id: 9, name: 'Maya', profileImage: null },
  reply: null,
  ...over,
});

const render = (userId: number | null, api: Record<string, unknown>) =>
  renderApp(<EventReviews eventId={40} host={HOST} />, {
    user: userId === null ? null : aUser({ id: userId }),
    api,
  });

describe('EventReviews', () => {
  it("shows the host's reply under the review, as text", async () => {
    await render(null, {
      [GET]: [
        aReview({ reply: { body: '<b>Thank you</b>', repliedAt: '2030-12-02T09:00:00.000Z' } }),
      ],
    });
    expect(await screen.findByText('Reply from Hannah Reyes')).toBeInTheDocument();
    expect(screen.getByText('<b>Thank you</b>')).toBeInTheDocument();
  });

  it('offers the reply box to the host only, and not once answered', async () => {
    await render(9, { [GET]: [aReview()] });
    await screen.findByText('Maya');
    expect(screen.queryByRole('button', { name: 'Reply to Maya' })).toBeNull();
  });

  it('the host writes a reply; a blank one is refused before it is sent', async () => {
    const { api, user } = await render(HOST.id, {
      [GET]: [aReview()],
      [POST]: { message: REVIEW_REPLY_MESSAGES.POSTED, review: aReview() },
    });
    await user.click(await screen.findByRole('button', { name: 'Reply to Maya' }));
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText(REVIEW_REPLY_MESSAGES.EMPTY)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/reviews/11/reply')).toHaveLength(0);
    await fill(user, screen.getByLabelText('Your public reply'), 'Thank you, Maya');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    await expect.poll(() => api.callsTo('POST', '/api/reviews/11/reply').length).toBe(1);
    expect(api.callsTo('POST', '/api/reviews/11/reply')[0]?.body).toEqual({
      reply: 'Thank you, Maya',
    });
  });

  it("shows the server's refusal in the box", async () => {
    const { user } = await render(HOST.id, {
      [GET]: [aReview()],
      [POST]: apiError(409, REVIEW_REPLY_MESSAGES.ALREADY_REPLIED, 'ALREADY_REPLIED'),
    });
    await user.click(await screen.findByRole('button', { name: 'Reply to Maya' }));
    await fill(user, screen.getByLabelText('Your public reply'), 'Thanks');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText(REVIEW_REPLY_MESSAGES.ALREADY_REPLIED)).toBeInTheDocument();
  });
});

describe('replyCounter', () => {
  it('counts what is left, then what is over', () => {
    expect(replyCounter('')).toEqual({ text: `${REVIEW_REPLY_MAX} characters left`, over: false });
    expect(replyCounter('x'.repeat(REVIEW_REPLY_MAX + 2))).toEqual({
      text: '2 characters over the limit',
      over: true,
    });
  });
});
