import { describe, expect, it } from 'vitest';
import { mayReply, reviewReplyInputSchema, whyNotReply } from './review-reply.ts';

describe('whyNotReply', () => {
  it('lets the dinner’s host answer once, nobody else', () => {
    expect(whyNotReply({ userId: 7, hostId: 7, replied: false })).toBeNull();
    expect(whyNotReply({ userId: 7, hostId: 7, replied: true })).toBe('already_replied');
    expect(whyNotReply({ userId: 8, hostId: 7, replied: false })).toBe('not_host');
    expect(whyNotReply({ userId: 8, hostId: 7, replied: true })).toBe('not_host');
  });

  it('offers the box only to the signed-in host of a review without a reply', () => {
    const reply = { body: 'Thanks', repliedAt: '2026-11-26T10:00:00.000Z' };
    expect(mayReply(7, 7, null)).toBe(true);
    expect(mayReply(7, 7, reply)).toBe(false);
    expect(mayReply(undefined, 7, null)).toBe(false);
    expect(mayReply(8, 7, null)).toBe(false);
  });

  it('trims the reply and keeps its line breaks', () => {
    expect(reviewReplyInputSchema.parse({ reply: '  a\nb  ' })).toEqual({ reply: 'a\nb' });
    expect(reviewReplyInputSchema.safeParse({ reply: ' \n ' }).success).toBe(false);
  });
});
