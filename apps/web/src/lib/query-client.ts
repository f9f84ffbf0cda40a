import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isSuppressedMutationError } from './suppressed-errors.ts';
import { toast } from './toast.ts';

/** How a mutation's failure is shown: a destructive toast titled `title`. */
export interface ErrorToastMeta {
  title: string;
  /** The toast text for this error; defaults to the error's message. */
  describe?: (error: Error) => string;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { errorToast?: ErrorToastMeta };
  }
}

/**
 * One place for mutation failures: suppressed errors (spec section 8) are only logged;
 * others become the toast the mutation's meta describes.
 */
export function handleMutationError(
  error: Error,
  meta: { errorToast?: ErrorToastMeta } | undefined,
) {
  if (isSuppressedMutationError(error)) {
    console.warn('Suppressed mutation error:', error.message);
    return;
  }
  const spec = meta?.errorToast;
  if (!spec) return;
  toast({
    variant: 'destructive',
    title: spec.title,
    description: spec.describe ? spec.describe(error) : error.message,
  });
}

/** Spec section 9: how long a read stays fresh where it differs from 'until invalidated'. */
export const STALE_TIMES = {
  eventList: 30_000,
  event: 5_000,
  search: 30_000,
} as const;

/** Cache settings of spec section 9. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => handleMutationError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: 300_000,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        refetchOnMount: true,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
