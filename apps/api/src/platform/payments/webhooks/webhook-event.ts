import { z } from 'zod';
import { type GatewayEvent, WebhookSignatureError } from '../gateway.ts';

const eventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number().int(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/** A signed body that is not a Stripe event is refused like a bad signature (400). */
export function parseEventPayload(payload: string | object): GatewayEvent {
  let json: unknown = payload;
  if (typeof payload === 'string') {
    try {
      json = JSON.parse(payload);
    } catch {
      throw new WebhookSignatureError('Webhook payload is not valid JSON');
    }
  }
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success) throw new WebhookSignatureError('Webhook payload is not a Stripe event');
  return parsed.data;
}
