import {
  ErrorCode,
  type EventMessages,
  MESSAGE_TEXT,
  MESSAGES_PER_DAY,
  managesDinner,
  messageSentText,
  type PostMessage,
  type PostReply,
  REPLIES_PER_DAY,
  RESERVATION_MESSAGES,
  type ReservationMessages,
  type SentMessage,
  utcDayOf,
} from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { EVENT_NOT_FOUND, lockEvent } from '../events/index.ts';
import { guestMessageEmail, hostReplyEmail } from './message-emails.ts';
import {
  countMessagesSince,
  countRepliesSince,
  findEventReplies,
  findMessageEvent,
  findMessages,
  findRecipients,
  findReservationForMessages,
  findReservationReplies,
  insertMessage,
  insertReply,
  lockReservation,
} from './message-repository.ts';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config'>;

const contextOf = (deps: Deps) => ({ appName: deps.config.appName, appUrl: deps.config.appUrl });
const secondsUntil = (end: Date, now: Date) =>
  Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));
/** A row's `createdAt` as the API's `sentAt`. */
const stamp = <T extends { createdAt: Date }>({ createdAt, ...rest }: T) => ({
  ...rest,
  sentAt: createdAt.toISOString(),
});
const toSent = (m: {
  id: number;
  body: string;
  includeWaitlist: boolean;
  recipients: number;
  createdAt: Date;
}): SentMessage => ({
  id: m.id,
  body: m.body,
  includeWaitlist: m.includeWaitlist,
  recipients: m.recipients,
  sentAt: m.createdAt.toISOString(),
});

async function eventFor(deps: Deps, eventId: number) {
  const event = await findMessageEvent(deps.db, eventId);
  if (!event) throw AppError.notFound(EVENT_NOT_FOUND);
  return event;
}

/** GET /api/events/:id/messages: the host of the dinner and admins (who read, never write). */
export async function eventMessages(
  deps: Deps,
  user: UserRow,
  eventId: number,
  now = new Date(),
): Promise<EventMessages> {
  const event = await eventFor(deps, eventId);
  if (!managesDinner(user, event)) throw AppError.forbidden(MESSAGE_TEXT.NOT_YOUR_EVENT_READ);
  const [messages, replies] = await deps.db.transaction(
    (tx) => Promise.all([findMessages(tx, eventId), findEventReplies(tx, eventId)]),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const { start } = utcDayOf(now);
  const today = messages.filter((m) => m.createdAt >= start).length;
  return {
    eventId,
    canWrite: event.hostId === user.id,
    dailyLimit: MESSAGES_PER_DAY,
    leftToday: Math.max(0, MESSAGES_PER_DAY - today),
    messages: messages.map(toSent),
    replies: replies.map(stamp),
  };
}

/**
 * POST /api/events/:id/messages: only the dinner's host. The message, its count against the
 * day's limit and one email per recipient are written in one transaction (the outbox sends
 * after commit): a refused message is neither kept nor sent.
 */
export async function postMessage(
  deps: Deps,
  user: UserRow,
  eventId: number,
  input: PostMessage,
  now = new Date(),
) {
  const { body, includeWaitlist } = input;
  const event = await eventFor(deps, eventId);
  if (event.hostId !== user.id) throw AppError.forbidden(MESSAGE_TEXT.NOT_YOUR_EVENT);
  const { start, end } = utcDayOf(now);
  return deps.db.transaction(async (tx) => {
    // two messages sent at once are counted one after the other
    await lockEvent(tx, eventId);
    const sentToday = await countMessagesSince(tx, eventId, start);
    if (sentToday >= MESSAGES_PER_DAY)
      throw AppError.tooMany(
        ErrorCode.MESSAGE_LIMIT,
        MESSAGE_TEXT.DAILY_LIMIT,
        secondsUntil(end, now),
      );
    const recipients = await findRecipients(tx, eventId, includeWaitlist);
    if (recipients.length === 0)
      throw AppError.conflict(ErrorCode.NO_RECIPIENTS, MESSAGE_TEXT.NO_RECIPIENTS);
    const saved = await insertMessage(tx, {
      eventId,
      hostId: user.id,
      body,
      includeWaitlist,
      recipients: recipients.length,
      createdAt: now,
    });
    await deps.mailer.sendAll(
      recipients.map((r) => guestMessageEmail(contextOf(deps), event, event.hostName, r, body)),
      tx,
    );
    return {
      message: messageSentText(recipients.length),
      sent: toSent(saved),
      leftToday: MESSAGES_PER_DAY - sentToday - 1,
    };
  });
}

/** The caller's own reservation, or not found (a page never tells whether another exists). */
async function ownReservation(deps: Deps, user: UserRow, reservationId: number) {
  const found = await findReservationForMessages(deps.db, reservationId);
  if (!found || found.userId !== user.id) throw AppError.notFound(RESERVATION_MESSAGES.NOT_FOUND);
  if (!found.status) throw AppError.forbidden(MESSAGE_TEXT.NO_SEAT, ErrorCode.NO_SEAT);
  return found;
}

/**
 * GET /api/reservations/:id/messages: a confirmed guest reads every message of their dinner
 * (a message to the table is for whoever sits at it) and their own replies.
 */
export async function reservationMessages(
  deps: Deps,
  user: UserRow,
  reservationId: number,
): Promise<ReservationMessages> {
  const reservation = await ownReservation(deps, user, reservationId);
  const event = await eventFor(deps, reservation.eventId);
  const [messages, replies] = await deps.db.transaction(
    (tx) =>
      Promise.all([
        findMessages(tx, reservation.eventId),
        findReservationReplies(tx, reservationId),
      ]),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return {
    reservationId,
    hostName: event.hostName,
    messages: messages.map(({ id, body, createdAt }) => stamp({ id, body, createdAt })),
    replies: replies.map(stamp),
  };
}

/** POST /api/reservations/:id/replies: the guest of a confirmed reservation writes to the host. */
export async function postReply(
  deps: Deps,
  user: UserRow,
  reservationId: number,
  { body }: PostReply,
  now = new Date(),
) {
  const reservation = await ownReservation(deps, user, reservationId);
  const event = await eventFor(deps, reservation.eventId);
  const { start, end } = utcDayOf(now);
  return deps.db.transaction(async (tx) => {
    // a guest who cancelled meanwhile has no seat to reply from
    if (!(await lockReservation(tx, reservationId)))
      throw AppError.forbidden(MESSAGE_TEXT.NO_SEAT, ErrorCode.NO_SEAT);
    if ((await countRepliesSince(tx, reservationId, start)) >= REPLIES_PER_DAY)
      throw AppError.tooMany(
        ErrorCode.MESSAGE_LIMIT,
        MESSAGE_TEXT.REPLY_LIMIT,
        secondsUntil(end, now),
      );
    const saved = await insertReply(tx, {
      eventId: event.id,
      reservationId,
      body,
      createdAt: now,
    });
    const host = { name: event.hostName, email: event.hostEmail };
    await deps.mailer.send(
      hostReplyEmail(contextOf(deps), event, host, reservation.guestName, body),
      tx,
    );
    return {
      message: MESSAGE_TEXT.REPLY_SENT,
      reply: { id: saved.id, body: saved.body, sentAt: saved.createdAt.toISOString() },
    };
  });
}
