import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@/lib/toast.ts';

/**
 * The spec's destructive 'Error' toast each time a dashboard read fails (spec section 8, Admin):
 * a failed retry fails at a new `errorUpdatedAt`, and toasts again.
 */
export function useFetchErrorToast(query: UseQueryResult<unknown>, message: string) {
  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError && errorUpdatedAt > 0)
      toast({ variant: 'destructive', title: 'Error', description: message });
  }, [isError, errorUpdatedAt, message]);
}
