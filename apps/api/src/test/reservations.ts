import { TEST_CARDS } from '@storytable/domain';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import { events, reservations, users } from '../db/schema/index.ts';
import { SimulatedGateway } from '../platform/payments/simulated/simulated-gateway.ts';
import { receiveWebhook } from '../platform/payments/webhooks/webhook-service.ts';
import type { Agent } from './auth.ts';
import { signedInUser } from './auth.ts';
import type { CreateEventOverrides } from './event-factory.ts';
import { createEvent } from './event-factory.ts';
import type { ReceivedMail } from './smtp-sink.ts';

/** Test helpers of the money path (used by the reservations, payment-intents and reviews tests). */

type Ctx = { app: FastifyInstance; database: { db: DbOrTx } };

export function simulated(ctx: Ctx): SimulatedGateway {
  const gateway = ctx.app.deps.payments;
  if (!(gateway instanceof SimulatedGateway)) throw new Error('expected the simulated gateway');
  return gateway;
}

/**
 * Holds the simulated gateway's webhooks (as if the provider were slow) until `release()`, which
 * delivers them through the real webhook service and restores normal delivery.
 */
export function holdWebhooks(ctx: Ctx) {
  const gateway = simulated(ctx);
  const held: Array<{ rawBody: string; signature: string }> = [];
  const deliver = (rawBody: string, signature: string) =>
    receiveWebhook(ctx.app.deps, rawBody, signature, ctx.app.log).then(() => {});
  gateway.attachWebhookReceiver(async (rawBody, signature) => {
    held.push({ rawBody, signature });
  });
  return {
    held,
    async release() {
      await gateway.flushWebhooks();
      gateway.attachWebhookReceiver(deliver);
      for (const { rawBody, signature } of held.splice(0)) await deliver(rawBody, signature);
    },
  };
}

/**
 * A host whose payout account in the app's gateway we hold as complete. With the simulated
 * gateway it is onboarded there too (so it can receive charges) unless `onboarded` is false.
 */
export async function payoutReadyHost(ctx: Ctx, { onboarded = true } = {}) {
  const gateway = ctx.app.deps.payments;
  const host = await signedInUser(ctx.app, ctx.database.db, { isHost: true });
  const account = await gateway.createAccount({
    email: host.user.email,
    userId: host.user.id,
    name: host.user.name,
  });
  if (onboarded && gateway instanceof SimulatedGateway)
    await gateway.completeOnboarding(account.id);
  await ctx.database.db
    .update(users)
    .set({
      stripeConnectId: account.id,
      stripeConnectStatus: 'complete',
      stripeConnectOnboardingComplete: true,
    })
    .where(eq(users.id, host.user.id));
  return { ...host, accountId: account.id };
}

export async function guest(ctx: Ctx) {
  return signedInUser(ctx.app, ctx.database.db);
}

export function hostedEvent(
  ctx: Ctx,
  hostId: number,
  overrides: Partial<CreateEventOverrides> = {},
) {
  return createEvent(ctx.database.db, { price: 0, ...overrides, hostId });
}

export function request(
  ctx: Ctx,
  agent: Agent,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method,
    url,
    headers: agent.headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

export const reserve = (ctx: Ctx, agent: Agent, body: unknown) =>
  request(ctx, agent, 'POST', '/api/reservations', body);

export const createIntent = (ctx: Ctx, agent: Agent, body: unknown) =>
  request(ctx, agent, 'POST', '/api/stripe/create-payment-intent', body);

/** What the simulated card form does: confirm the intent with a test card. */
export function confirmCard(
  ctx: Ctx,
  agent: Agent,
  intent: { paymentIntentId: string; clientSecret: string },
  cardNumber: string = TEST_CARDS.SUCCEEDS,
) {
  return request(ctx, agent, 'POST', '/api/stripe/simulated/confirm', {
    paymentIntentId: intent.paymentIntentId,
    clientSecret: intent.clientSecret,
    cardNumber,
    expMonth: 12,
    expYear: new Date().getFullYear() + 2,
    cvc: '123',
  });
}

/** Creates the intent and pays it with the card; returns the intent id. */
export async function pay(
  ctx: Ctx,
  agent: Agent,
  eventId: number,
  cardNumber: string = TEST_CARDS.SUCCEEDS,
): Promise<string> {
  const created = await createIntent(ctx, agent, { eventId });
  if (created.statusCode !== 200) throw new Error(`create-payment-intent: ${created.body}`);
  const intent = created.json() as { paymentIntentId: string; clientSecret: string };
  const confirmed = await confirmCard(ctx, agent, intent, cardNumber);
  if (confirmed.statusCode !== 200) throw new Error(`confirm: ${confirmed.body}`);
  return intent.paymentIntentId;
}

export async function seatsLeft(db: DbOrTx, eventId: number): Promise<number> {
  const [row] = await db
    .select({ n: events.availableSpots })
    .from(events)
    .where(eq(events.id, eventId));
  return row?.n ?? -1;
}

export async function activeReservations(db: DbOrTx, eventId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reservations)
    .where(and(eq(reservations.eventId, eventId), eq(reservations.status, true)));
  return row?.n ?? 0;
}

export async function reservationRows(db: DbOrTx, eventId: number) {
  return db.select().from(reservations).where(eq(reservations.eventId, eventId));
}

/** The text/calendar part of a raw MIME message, decoded, with its Content-Type header. */
export function calendarPart(mail: ReceivedMail): { contentType: string; body: string } {
  const lines = mail.raw.split(/\r?\n/);
  const at = lines.findIndex((l) => /^content-type:\s*text\/calendar/i.test(l));
  if (at === -1) throw new Error('no text/calendar part');
  const headers: string[] = [];
  let i = at;
  for (; i < lines.length && lines[i] !== ''; i++) {
    const line = lines[i] ?? '';
    if (/^\s/.test(line) && headers.length) headers[headers.length - 1] += ` ${line.trim()}`;
    else headers.push(line);
  }
  const body: string[] = [];
  for (i += 1; i < lines.length && !lines[i]?.startsWith('--'); i++) body.push(lines[i] ?? '');
  const header = (name: string) =>
    headers.find((h) => h.toLowerCase().startsWith(`${name}:`))?.replace(/^[^:]+:\s*/, '') ?? '';
  const encoding = header('content-transfer-encoding').toLowerCase();
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body.join(''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? body
            .join('\r\n')
            .replace(/=\r\n/g, '')
            .replace(/=([0-9A-F]{2})/gi, (_m, h: string) =>
              String.fromCharCode(Number.parseInt(h, 16)),
            )
        : body.join('\r\n');
  return { contentType: header('content-type'), body: decoded };
}
