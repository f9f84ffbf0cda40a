import type { newsletterSubscribeResponseSchema } from '@storytable/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';
import { ApiError } from '@/lib/api-error.ts';
import { toast } from '@/lib/toast.ts';

export const NEWSLETTER_FAILED = 'Failed to subscribe to the newsletter';
export const NEWSLETTER_EXCEPTION = 'An error occurred. Please try again';

type SubscribeResponse = z.infer<typeof newsletterSubscribeResponseSchema>;

/** POST /api/newsletter/subscribe. An HTTP failure or `success: false` is a refusal. */
export async function subscribe(email: string): Promise<SubscribeResponse> {
  const res = await apiRequest<SubscribeResponse | undefined>('POST', '/api/newsletter/subscribe', {
    email,
  });
  if (res?.success !== true) {
    throw new ApiError(200, res?.message || NEWSLETTER_FAILED, { serverMessage: res?.message });
  }
  return res;
}

/** Refused by the server: its message or the fallback. Anything else (network...): the exception text. */
function describeFailure(e: Error): string {
  if (e instanceof ApiError && e.status > 0) return e.serverMessage || NEWSLETTER_FAILED;
  return NEWSLETTER_EXCEPTION;
}

export function useSubscribe() {
  return useMutation({
    mutationFn: subscribe,
    meta: { errorToast: { title: 'Subscription failed', describe: describeFailure } },
    onSuccess: () =>
      toast({
        title: 'Subscription successful!',
        description: 'Thanks for subscribing to our newsletter',
      }),
  });
}
