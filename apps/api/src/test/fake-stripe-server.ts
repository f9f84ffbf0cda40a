import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SimulatedIdentityOutcome } from '@storytable/domain';
import Stripe from 'stripe';

/**
 * A local HTTP fake of the Stripe REST endpoints StripeGateway uses, so the real `stripe` SDK can
 * be tested end to end: form-encoded requests (`metadata[userId]=7`), Bearer auth, idempotency
 * keys (replay, or `idempotency_error` for other parameters), list pagination and Stripe's error
 * shape. Test hooks move objects along where a person would act on Stripe's side.
 */

type Json = Record<string, unknown>;
type Params = Record<string, unknown>;

export interface RecordedRequest {
  method: string;
  path: string;
  params: Params;
  headers: Record<string, string | string[] | undefined>;
}

export interface FakeStripe {
  /** e.g. http://127.0.0.1:54321 */
  url: string;
  apiKey: string;
  requests: RecordedRequest[];
  /** What a host finishing Stripe's onboarding does. */
  enableAccount(id: string): void;
  /** What a person finishing Stripe Identity's document check does. */
  completeVerification(id: string, outcome: SimulatedIdentityOutcome): void;
  /** While down, every request answers 503 as Stripe does in an outage. */
  setDown(down: boolean): void;
  /**
   * An outage: every API call answers 500 (`error`) or is never answered (`hang`) until
   * `misbehave('none')`; requests are still recorded.
   */
  misbehave(mode: FakeStripeFault): void;
  /** A payout of a connected account, as Stripe lists it to `Stripe-Account: id`. */
  addPayout(accountId: string, payout: { status: string; arrivalDate: Date; amount: number }): void;
  /** The payment intents the fake holds: each one is a charge a guest could pay. */
  paymentIntentIds(): string[];
  close(): Promise<void>;
}

export type FakeStripeFault = 'none' | 'error' | 'hang';

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message));
  }
}

const invalid = (message: string, code?: string, param?: string, status = 400) =>
  new StripeHttpError(status, { type: 'invalid_request_error', message, code, param });
const missing = (kind: string, id: string) =>
  invalid(`No such ${kind}: '${id}'`, 'resource_missing', 'id', 404);

function rid(prefix: string, n = 24) {
  return `${prefix}_${randomBytes(n).toString('base64url').replace(/[-_]/g, 'x').slice(0, n)}`;
}

/** `a[b][0]=x&a[c]=y` -> { a: { b: ['x'], c: 'y' } }, as Stripe reads the SDK's encoding. */
export function parseStripeForm(encoded: string): Params {
  const root: Params = {};
  for (const [rawKey, value] of new URLSearchParams(encoded)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((p, i) => i === 0 || p !== '');
    let node: Params = root;
    parts.forEach((part, i) => {
      const key = part === '' ? String(Object.keys(node).length) : part;
      if (i === parts.length - 1) {
        node[key] = value;
        return;
      }
      node[key] ??= {};
      node = node[key] as Params;
    });
  }
  return arrays(root) as Params;
}

function arrays(v: unknown): unknown {
  if (!v || typeof v !== 'object') return v;
  const entries = Object.entries(v as Params).map(([k, x]) => [k, arrays(x)] as const);
  if (entries.length && entries.every(([k]) => /^\d+$/.test(k))) return entries.map(([, x]) => x);
  return Object.fromEntries(entries);
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const meta = (v: unknown) =>
  v && typeof v === 'object' ? { ...(v as Record<string, string>) } : {};
const now = () => Math.floor(Date.now() / 1000);

/** The configuration that points the app's StripeGateway at `fake`. */
/** The real `stripe` SDK pointed at the fake, as a test drives Stripe's side (confirming a card). */
export function fakeStripeSdk(fake: FakeStripe): Stripe {
  return new Stripe(fake.apiKey, {
    host: '127.0.0.1',
    port: new URL(fake.url).port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
}

export function stripeModeConfig(fake: FakeStripe, publishableKey = 'pk_test_fake123') {
  return {
    paymentsMode: 'stripe' as const,
    stripeSecretKey: fake.apiKey,
    stripePublishableKey: publishableKey,
    stripeApiUrl: fake.url,
  };
}

export async function startFakeStripe(
  opts: { apiKey?: string; pageSize?: number } = {},
): Promise<FakeStripe> {
  const apiKey = opts.apiKey ?? 'sk_test_fakeStripeServer';
  const maxPage = opts.pageSize ?? 100;
  const paymentIntents = new Map<string, Json>();
  const refundsByIntent = new Map<string, Json[]>();
  const accounts = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const reports = new Map<string, Json>();
  const payoutsByAccount = new Map<string, Json[]>();
  const idempotency = new Map<string, { fingerprint: string; status: number; body: Json }>();
  const requests: RecordedRequest[] = [];
  let fault: FakeStripeFault = 'none';
  let created = now();
  let down = false;

  function route(method: string, path: string, p: Params, account?: string): Json {
    if (method === 'GET' && path === '/v1/payouts') {
      const data = account ? (payoutsByAccount.get(account) ?? []) : [];
      return { object: 'list', url: '/v1/payouts', has_more: false, data };
    }
    const capture = (re: RegExp) => path.match(re)?.[1] ?? null;
    const piId = capture(/^\/v1\/payment_intents\/([^/]+)$/);
    const confirmId = capture(/^\/v1\/payment_intents\/([^/]+)\/confirm$/);
    const captureId = capture(/^\/v1\/payment_intents\/([^/]+)\/capture$/);
    const cancelId = capture(/^\/v1\/payment_intents\/([^/]+)\/cancel$/);
    const accountId = capture(/^\/v1\/accounts\/([^/]+)$/);
    const sessionId = capture(/^\/v1\/identity\/verification_sessions\/([^/]+)$/);
    if (method === 'POST' && path === '/v1/payment_intents') return createPaymentIntent(p);
    if (piId && method === 'GET') return found(paymentIntents, 'payment_intent', piId);
    if (confirmId && method === 'POST') {
      return confirm(found(paymentIntents, 'payment_intent', confirmId), p);
    }
    if (captureId && method === 'POST') {
      return captureIntent(found(paymentIntents, 'payment_intent', captureId));
    }
    if (cancelId && method === 'POST') {
      return cancelIntent(found(paymentIntents, 'payment_intent', cancelId));
    }
    if (method === 'POST' && path === '/v1/refunds') return refund(p);
    if (method === 'POST' && path === '/v1/accounts') return createAccount(p);
    if (method === 'GET' && path === '/v1/accounts') return listAccounts(p);
    if (accountId) {
      const account = found(accounts, 'account', accountId);
      if (method === 'GET') return account;
      if (method === 'DELETE') {
        accounts.delete(accountId);
        return { id: accountId, object: 'account', deleted: true };
      }
    }
    if (method === 'POST' && path === '/v1/account_links') {
      const account = str(p.account) ?? '';
      found(accounts, 'account', account);
      if (!str(p.return_url) || !str(p.refresh_url) || p.type !== 'account_onboarding') {
        throw invalid(
          'Missing required param: return_url, refresh_url or type.',
          'parameter_missing',
        );
      }
      return {
        object: 'account_link',
        created: now(),
        expires_at: now() + 300,
        url: `https://connect.stripe.com/setup/e/${account}/${rid('x', 12).slice(2)}`,
      };
    }
    if (method === 'POST' && path === '/v1/identity/verification_sessions') {
      if (p.type !== 'document') throw invalid('Invalid type', 'parameter_invalid_empty', 'type');
      const id = rid('vs');
      const session: Json = {
        id,
        object: 'identity.verification_session',
        type: 'document',
        status: 'requires_input',
        last_error: null,
        metadata: meta(p.metadata),
        url: `https://verify.stripe.com/start/${rid('test', 20)}`,
        created: now(),
        livemode: false,
      };
      sessions.set(id, session);
      return session;
    }
    if (sessionId && method === 'GET') {
      const session = found(sessions, 'identity.verification_session', sessionId);
      const expand = Array.isArray(p.expand) ? p.expand : [];
      const reportId = str(session.last_verification_report);
      if (!expand.includes('last_verification_report') || !reportId) return session;
      return { ...session, last_verification_report: reports.get(reportId) };
    }
    throw invalid(`Unrecognized request URL (${method}: ${path}).`, undefined, undefined, 404);
  }

  function found(map: Map<string, Json>, kind: string, id: string): Json {
    const obj = map.get(id);
    if (!obj) throw missing(kind, id);
    return obj;
  }

  function createPaymentIntent(p: Params): Json {
    const amount = Number(p.amount);
    if (!Number.isInteger(amount))
      throw invalid('Missing required param: amount.', 'parameter_missing', 'amount');
    if (amount < 50)
      throw invalid('Amount must be at least $0.50 usd', 'amount_too_small', 'amount');
    if (!str(p.currency))
      throw invalid('Missing required param: currency.', 'parameter_missing', 'currency');
    const destination = str((p.transfer_data as Params | undefined)?.destination);
    if (destination) {
      const account = accounts.get(destination);
      if (!account) {
        throw invalid(
          `No such destination: '${destination}'`,
          'resource_missing',
          'transfer_data[destination]',
        );
      }
      if (!account.charges_enabled) {
        throw invalid(
          'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
          'insufficient_capabilities_for_transfer',
          'transfer_data[destination]',
        );
      }
    }
    const fee = p.application_fee_amount === undefined ? null : Number(p.application_fee_amount);
    const id = rid('pi');
    const pi: Json = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: p.currency,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${rid('s', 25).slice(2)}`,
      metadata: meta(p.metadata),
      latest_charge: null,
      last_payment_error: null,
      capture_method: p.capture_method === 'manual' ? 'manual' : 'automatic',
      application_fee_amount: fee,
      transfer_data: destination ? { destination } : null,
      payment_method_types: ['card'],
      created: now(),
      livemode: false,
    };
    paymentIntents.set(id, pi);
    return pi;
  }

  /** Stripe's test payment methods: pm_card_visa succeeds, pm_card_chargeDeclined is declined. */
  function confirm(pi: Json, p: Params): Json {
    if (pi.status !== 'requires_payment_method' && pi.status !== 'requires_confirmation') {
      throw invalid(
        `This PaymentIntent's status is ${pi.status}, so it cannot be confirmed.`,
        'payment_intent_unexpected_state',
      );
    }
    if (p.payment_method === 'pm_card_chargeDeclined') {
      const error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      };
      Object.assign(pi, { last_payment_error: error, latest_charge: rid('ch') });
      throw new StripeHttpError(402, { ...error, payment_intent: pi });
    }
    // a manual-capture intent stops at an authorization: nothing is received until captured
    const manual = pi.capture_method === 'manual';
    return Object.assign(pi, {
      status: manual ? 'requires_capture' : 'succeeded',
      amount_received: manual ? 0 : pi.amount,
      amount_capturable: manual ? pi.amount : 0,
      latest_charge: rid('ch'),
      last_payment_error: null,
    });
  }

  function captureIntent(pi: Json): Json {
    if (pi.status !== 'requires_capture') {
      throw invalid(
        `This PaymentIntent could not be captured because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
        'payment_intent_unexpected_state',
      );
    }
    return Object.assign(pi, {
      status: 'succeeded',
      amount_received: pi.amount,
      amount_capturable: 0,
    });
  }

  function cancelIntent(pi: Json): Json {
    if (pi.status === 'succeeded' || pi.status === 'canceled') {
      throw invalid(
        `You cannot cancel this PaymentIntent because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
        'payment_intent_unexpected_state',
      );
    }
    return Object.assign(pi, { status: 'canceled', amount_capturable: 0, canceled_at: now() });
  }

  function refund(p: Params): Json {
    const piId = str(p.payment_intent) ?? '';
    const pi = found(paymentIntents, 'payment_intent', piId);
    if (pi.status !== 'succeeded') {
      throw invalid(
        `This PaymentIntent (${piId}) does not have a successful charge to refund.`,
        'payment_intent_unexpected_state',
      );
    }
    const before = refundsByIntent.get(piId) ?? [];
    const left = Number(pi.amount) - before.reduce((sum, r) => sum + Number(r.amount), 0);
    if (left <= 0) {
      throw invalid(
        `Charge ${pi.latest_charge} has already been refunded.`,
        'charge_already_refunded',
      );
    }
    // a partial refund names its amount (decision 067); none refunds what is left
    const amount = p.amount === undefined ? left : Number(str(p.amount));
    if (amount > left) {
      throw invalid(
        `Refund amount is greater than unrefunded amount on charge ${pi.latest_charge}.`,
        'amount_too_large',
      );
    }
    const r: Json = {
      id: rid('re'),
      object: 'refund',
      amount,
      status: 'succeeded',
      payment_intent: piId,
      charge: pi.latest_charge,
      created: now(),
    };
    refundsByIntent.set(piId, [...before, r]);
    return r;
  }

  function createAccount(p: Params): Json {
    const id = `acct_1${rid('x', 17).slice(2)}`;
    // strictly increasing, so newest-first listing is stable within one second
    created = Math.max(created + 1, now());
    const account: Json = {
      id,
      object: 'account',
      type: 'express',
      email: str(p.email) ?? null,
      metadata: meta(p.metadata),
      business_profile: { name: str((p.business_profile as Params | undefined)?.name) ?? null },
      controller: p.controller ?? null,
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      created,
    };
    accounts.set(id, account);
    return account;
  }

  function listAccounts(p: Params): Json {
    const limit = Math.min(Number(p.limit ?? 10), maxPage);
    const all = [...accounts.values()].sort((a, b) => Number(b.created) - Number(a.created));
    const after = str(p.starting_after);
    const start = after ? all.findIndex((a) => a.id === after) + 1 : 0;
    const data = all.slice(start, start + limit);
    return { object: 'list', url: '/v1/accounts', has_more: start + limit < all.length, data };
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = Buffer.concat(chunks).toString('utf8');
      const params = parseStripeForm(
        req.method === 'GET' || req.method === 'DELETE' ? url.search.slice(1) : body,
      );
      const method = req.method ?? 'GET';
      requests.push({ method, path: url.pathname, params, headers: req.headers });
      const send = (status: number, json: Json, replayed = false) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': rid('req', 14),
          ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
        });
        res.end(JSON.stringify(json));
      };
      if (fault === 'hang') return;
      if (fault === 'error') {
        return send(500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
      }
      if (req.headers.authorization !== `Bearer ${apiKey}`) {
        return send(401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_****' },
        });
      }
      const key = req.headers['idempotency-key'];
      const fingerprint = `${method} ${url.pathname} ${JSON.stringify(params)}`;
      if (method === 'POST' && typeof key === 'string') {
        const seen = idempotency.get(key);
        if (seen && seen.fingerprint !== fingerprint) {
          return send(400, {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            },
          });
        }
        if (seen) return send(seen.status, seen.body, true);
      }
      if (down) {
        return send(503, { error: { type: 'api_error', message: 'Service unavailable' } });
      }
      let status = 200;
      let json: Json;
      try {
        const account = req.headers['stripe-account'];
        json = structuredClone(
          route(method, url.pathname, params, typeof account === 'string' ? account : undefined),
        );
      } catch (err) {
        if (!(err instanceof StripeHttpError)) throw err;
        status = err.status;
        json = { error: err.body };
      }
      if (method === 'POST' && typeof key === 'string')
        idempotency.set(key, { fingerprint, status, body: json });
      send(status, json);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    requests,
    setDown(value) {
      down = value;
    },
    misbehave(mode) {
      fault = mode;
      // a hung request is dropped when the outage ends, as a dead connection would be
      if (mode === 'none') server.closeAllConnections();
    },
    paymentIntentIds: () => [...paymentIntents.keys()],
    addPayout(account, payout) {
      const list = payoutsByAccount.get(account) ?? [];
      list.unshift({
        id: rid('po'),
        object: 'payout',
        amount: payout.amount,
        currency: 'usd',
        status: payout.status,
        arrival_date: Math.floor(payout.arrivalDate.getTime() / 1000),
        created: now(),
      });
      payoutsByAccount.set(account, list);
    },
    enableAccount(id) {
      const a = accounts.get(id);
      if (!a) throw new Error(`fake: no account ${id}`);
      Object.assign(a, { charges_enabled: true, payouts_enabled: true, details_submitted: true });
    },
    completeVerification(id, outcome) {
      const s = sessions.get(id);
      if (!s) throw new Error(`fake: no session ${id}`);
      if (outcome === 'processing') {
        Object.assign(s, { status: 'processing', last_error: null, url: null });
      } else if (outcome === 'verified') {
        // Stripe's test-mode person and document, as its verification report describes them
        const report = {
          id: rid('vr'),
          object: 'identity.verification_report',
          type: 'document',
          document: {
            status: 'verified',
            type: 'passport',
            issuing_country: 'GB',
            first_name: 'Jenny',
            last_name: 'Rosen',
            expiration_date: { day: 1, month: 3, year: 2031 },
          },
        };
        reports.set(report.id, report);
        Object.assign(s, {
          status: 'verified',
          last_error: null,
          url: null,
          verified_outputs: { first_name: 'Jenny', last_name: 'Rosen' },
          last_verification_report: report.id,
        });
      } else {
        Object.assign(s, {
          status: 'requires_input',
          last_error: { code: outcome, reason: `The check failed: ${outcome}.` },
        });
      }
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
