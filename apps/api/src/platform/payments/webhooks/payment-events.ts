import { paymentIntentStatusSchema } from '@storytable/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { GatewayEvent, PaymentIntentInfo } from '../gateway.ts';

export interface WebhookContext {
  log: FastifyBaseLogger;
}

export type WebhookHandler = (event: GatewayEvent, ctx: WebhookContext) => Promise<void>;

type FoundSucceededHandler = (
  paymentIntent: PaymentIntentInfo,
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>,
) => Promise<void>;

export interface PaymentIntentSucceeded {
  event: GatewayEvent;
  /** From the signed event; a handler that needs the latest state retrieves it from the gateway. */
  paymentIntent: PaymentIntentInfo;
  log: FastifyBaseLogger;
}

/**
 * Who reacts to which verified webhook event. Built once per app (AppDeps.paymentEvents); modules
 * register at start-up, e.g. reservations:
 * `deps.paymentEvents.onPaymentIntentSucceeded(async ({ paymentIntent }) => ...)`.
 * Handlers must be idempotent: a provider may deliver an event again after a failure.
 */
export class PaymentEvents {
  private readonly handlers = new Map<string, WebhookHandler[]>();
  private readonly foundSucceeded: FoundSucceededHandler[] = [];

  on(type: string, handler: WebhookHandler): void {
    const list = this.handlers.get(type) ?? [];
    list.push(handler);
    this.handlers.set(type, list);
  }

  onPaymentIntentSucceeded(handler: (e: PaymentIntentSucceeded) => Promise<void>): void {
    this.on('payment_intent.succeeded', (event, ctx) =>
      handler({ event, paymentIntent: paymentIntentFromEvent(event), log: ctx.log }),
    );
  }

  /**
   * What a module does with a payment found succeeded before its webhook arrived (the payment
   * intent route meeting a payment already made): the same as with the webhook, which follows.
   */
  onPaymentFoundSucceeded(handler: FoundSucceededHandler): void {
    this.foundSucceeded.push(handler);
  }

  async paymentFoundSucceeded(...args: Parameters<FoundSucceededHandler>): Promise<void> {
    for (const handler of this.foundSucceeded) await handler(...args);
  }

  /** Runs every handler of the event's type in registration order; the first failure throws. */
  async dispatch(event: GatewayEvent, ctx: WebhookContext): Promise<void> {
    const list = this.handlers.get(event.type);
    if (!list?.length) {
      ctx.log.info({ eventId: event.id, type: event.type }, 'webhook event has no handler');
      return;
    }
    for (const handler of list) await handler(event, ctx);
  }
}

function str(v: unknown): string | null {
  return typeof v === 'string' ? v : null;
}

function idOf(v: unknown): string | null {
  if (typeof v === 'string') return v;
  if (v && typeof v === 'object' && 'id' in v) return str((v as { id: unknown }).id);
  return null;
}

export function paymentIntentFromEvent(event: GatewayEvent): PaymentIntentInfo {
  const o = event.data.object;
  const metadata: Record<string, string> = {};
  if (o.metadata && typeof o.metadata === 'object') {
    for (const [k, v] of Object.entries(o.metadata)) if (typeof v === 'string') metadata[k] = v;
  }
  const transfer = o.transfer_data as { destination?: unknown } | null | undefined;
  return {
    id: str(o.id) ?? '',
    status: paymentIntentStatusSchema.catch('processing').parse(o.status),
    amount: typeof o.amount === 'number' ? o.amount : 0,
    currency: str(o.currency) ?? '',
    metadata,
    latestChargeId: idOf(o.latest_charge),
    destinationAccountId: idOf(transfer?.destination),
    applicationFeeAmount:
      typeof o.application_fee_amount === 'number' ? o.application_fee_amount : null,
  };
}
