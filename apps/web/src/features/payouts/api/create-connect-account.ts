import { connectOnboardingResponseSchema, PAYMENT_MESSAGES } from '@storytable/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { ApiError, serverMessageOr } from '@/lib/api-error.ts';

export const CONNECT_URL_MISSING = 'Expected JSON response with Connect account URL';

function missingUrl(status: number): ApiError {
  return new ApiError(status, CONNECT_URL_MISSING, { serverMessage: CONNECT_URL_MISSING });
}

/** Only web addresses are followed: anything else in `url` is treated as a bad answer. */
function onboardingUrl(body: unknown): string | null {
  const url = connectOnboardingResponseSchema.safeParse(body).data?.url;
  if (!url) return null;
  try {
    const parsed = new URL(url, globalThis.location?.origin ?? 'http://localhost');
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * POST /api/stripe/create-connect-account: the payout provider's onboarding address. A success
 * that is not JSON, or has no URL, fails with 'Expected JSON response with Connect account URL'.
 */
export async function createConnectAccount(): Promise<string> {
  let body: unknown;
  try {
    body = await apiRequest<unknown>('POST', '/api/stripe/create-connect-account');
  } catch (e) {
    // a 2xx whose body could not be read as JSON
    if (e instanceof ApiError && e.status >= 200 && e.status < 300) throw missingUrl(e.status);
    throw e;
  }
  const url = onboardingUrl(body);
  if (!url) throw missingUrl(200);
  return url;
}

/** Starts payout onboarding: the browser leaves for the provider's page on success. */
export function useCreateConnectAccount(
  assign: (url: string) => void = (u) => window.location.assign(u),
) {
  return useMutation({
    mutationFn: createConnectAccount,
    meta: {
      errorToast: { title: 'Error', describe: serverMessageOr(PAYMENT_MESSAGES.SETUP_FAILED) },
    },
    onSuccess: (url) => assign(url),
  });
}
