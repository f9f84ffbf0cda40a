import { z } from 'zod';
import { hasControlCharacters, NOT_ALLOWED_CHARACTERS } from './text.ts';

/**
 * Messages to guests (decision 056): the host of a dinner writes plain text to its confirmed
 * guests (and, if they choose, its waitlist); a guest replies from their reservation. Text only:
 * nothing a message says is ever rendered as HTML.
 */
export const MESSAGE_MAX_CHARACTERS = 2000;
/** Messages a host may send per dinner per UTC day. */
export const MESSAGES_PER_DAY = 5;
/** Replies a guest may send per reservation per UTC day: enough to talk, too few to flood a host. */
export const REPLIES_PER_DAY = 10;

export const MESSAGE_TEXT = {
  EMPTY: 'Write a message first.',
  TOO_LONG: `A message is at most ${MESSAGE_MAX_CHARACTERS.toLocaleString('en-US')} characters.`,
  NOT_YOUR_EVENT: 'Only the host of this event can message its guests.',
  NOT_YOUR_EVENT_READ: 'Only the host of this event or an admin can read its messages.',
  DAILY_LIMIT: `You have sent ${MESSAGES_PER_DAY} messages for this dinner today, the most a day allows. You can write again after midnight UTC.`,
  NO_RECIPIENTS: 'Nobody has a seat at this dinner yet, so there is nobody to message.',
  NO_SEAT: 'Messages are for guests with a seat. This reservation was cancelled.',
  REPLY_LIMIT: `You have sent ${REPLIES_PER_DAY} replies today, the most a day allows. You can write again after midnight UTC.`,
  REPLY_SENT: 'Reply sent to your host.',
} as const;

/** The one count of a message's length: what the server bounds and the counter shows. */
export function messageLength(body: string): number {
  return body.trim().length;
}

/** Characters still free in a message as typed (negative when over). */
export function messageCharactersLeft(body: string): number {
  return MESSAGE_MAX_CHARACTERS - messageLength(body);
}

/** 'Message sent to 3 guests.' */
export function messageSentText(recipients: number): string {
  return `Message sent to ${recipients} ${recipients === 1 ? 'guest' : 'guests'}.`;
}

/** A message's text: trimmed, 1..2,000 characters, no control characters but line breaks and tabs. */
export const messageBodySchema = z
  .string(MESSAGE_TEXT.EMPTY)
  .max(MESSAGE_MAX_CHARACTERS * 4, MESSAGE_TEXT.TOO_LONG)
  .trim()
  .min(1, MESSAGE_TEXT.EMPTY)
  .max(MESSAGE_MAX_CHARACTERS, MESSAGE_TEXT.TOO_LONG)
  .refine((v) => !hasControlCharacters(v), NOT_ALLOWED_CHARACTERS);

/** POST /api/events/{id}/messages */
export const postMessageSchema = z
  .object({
    body: messageBodySchema,
    includeWaitlist: z.boolean('includeWaitlist must be true or false').default(false),
  })
  .strict();
export type PostMessage = z.infer<typeof postMessageSchema>;

/** POST /api/reservations/{id}/replies */
export const postReplySchema = z.object({ body: messageBodySchema }).strict();
export type PostReply = z.infer<typeof postReplySchema>;

export const sentMessageSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  includeWaitlist: z.boolean(),
  /** Guests it was emailed to when sent. */
  recipients: z.number().int().nonnegative(),
  sentAt: z.string(),
});
export type SentMessage = z.infer<typeof sentMessageSchema>;

/** A guest's reply as its host reads it: the guest's public name, never their address. */
export const guestReplySchema = z.object({
  id: z.number().int(),
  reservationId: z.number().int(),
  guestName: z.string(),
  guestImage: z.string().nullable(),
  body: z.string(),
  sentAt: z.string(),
});

/** GET /api/events/{id}/messages: the host's sent messages, the day's allowance and replies. */
export const eventMessagesSchema = z.object({
  eventId: z.number().int(),
  /** The caller is the dinner's host (an admin only reads). */
  canWrite: z.boolean(),
  dailyLimit: z.number().int(),
  leftToday: z.number().int().nonnegative(),
  messages: z.array(sentMessageSchema),
  replies: z.array(guestReplySchema),
});
export type EventMessages = z.infer<typeof eventMessagesSchema>;

export const postMessageResponseSchema = z.object({
  message: z.string(),
  sent: sentMessageSchema,
  leftToday: z.number().int().nonnegative(),
});

/** GET /api/reservations/{id}/messages: what the host wrote to this guest, and their replies. */
export const reservationMessagesSchema = z.object({
  reservationId: z.number().int(),
  hostName: z.string(),
  messages: z.array(z.object({ id: z.number().int(), body: z.string(), sentAt: z.string() })),
  replies: z.array(z.object({ id: z.number().int(), body: z.string(), sentAt: z.string() })),
});
export type ReservationMessages = z.infer<typeof reservationMessagesSchema>;

export const postReplyResponseSchema = z.object({
  message: z.string(),
  reply: z.object({ id: z.number().int(), body: z.string(), sentAt: z.string() }),
});

/** The UTC day `at` falls on, from its first instant to the next day's: the daily limits' window. */
export function utcDayOf(at: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return { start, end: new Date(start.getTime() + 24 * 3_600_000) };
}
