import { PAYMENT_MESSAGES } from '@storytable/domain';
import { describe, expect, it } from 'vitest';
import { ApiError, serverMessageOr } from '@/lib/api-error.ts';
import { stubApi, withStubbedApi } from '@/test/stub-api.ts';
import { CONNECT_URL_MISSING, createConnectAccount } from './create-connect-account.ts';

const PATH = '/api/stripe/create-connect-account';

/** The setup call answers with `answer`. */
function serve(answer: () => Response) {
  stubApi((url, init) => (url === PATH && init.method === 'POST' ? answer() : undefined));
}

const toastText = serverMessageOr(PAYMENT_MESSAGES.SETUP_FAILED);

async function failure(): Promise<Error> {
  const e = await createConnectAccount().catch((err: unknown) => err);
  expect(e).toBeInstanceOf(ApiError);
  return e as Error;
}

withStubbedApi();

describe('POST /api/stripe/create-connect-account', () => {
  it('gives the onboarding URL', async () => {
    serve(() => Response.json({ url: 'https://connect.stripe.com/setup/s/abc' }));
    await expect(createConnectAccount()).resolves.toBe('https://connect.stripe.com/setup/s/abc');
  });

  it('says a non-JSON success lacks the Connect account URL', async () => {
    serve(
      () => new Response('<!DOCTYPE html><p>hi</p>', { headers: { 'content-type': 'text/html' } }),
    );
    expect(toastText(await failure())).toBe(CONNECT_URL_MISSING);
  });

  it('says so too for JSON without a usable URL', async () => {
    serve(() => Response.json({ ok: true }));
    expect(toastText(await failure())).toBe(CONNECT_URL_MISSING);
    serve(() => Response.json({ url: 'javascript:alert(1)' }));
    expect(toastText(await failure())).toBe(CONNECT_URL_MISSING);
  });

  it("shows the server's refusal, and the spec's fallback for a server failure", async () => {
    serve(() =>
      Response.json({ message: 'Only hosts can do this', code: 'FORBIDDEN' }, { status: 403 }),
    );
    expect(toastText(await failure())).toBe('Only hosts can do this');
    serve(() => new Response('boom', { status: 502, statusText: 'Bad Gateway' }));
    expect(toastText(await failure())).toBe('Failed to setup Stripe account. Please try again.');
  });
});
