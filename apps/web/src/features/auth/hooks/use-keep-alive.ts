import { AUTH_MESSAGES, KEEP_ALIVE_INTERVAL_MS } from '@storytable/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '@/lib/api-error.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { toast } from '@/lib/toast.ts';
import { keepAlive } from '../api/keep-alive.ts';

/**
 * While someone is signed in: POST /api/session/keep-alive at once, then every 5 minutes.
 * A 401 means the session is gone: the user is fetched again and a toast says so.
 */
export function useKeepAlive(userId: number | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === null) return;
    let stopped = false;
    const ping = async () => {
      try {
        await keepAlive();
      } catch (err) {
        if (stopped) return;
        if (err instanceof ApiError && err.status === 401) {
          stopped = true;
          await queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
          toast({ title: 'Session expired', description: AUTH_MESSAGES.SESSION_EXPIRED });
        } else {
          console.warn('Keep-alive failed', err);
        }
      }
    };
    void ping();
    const timer = setInterval(() => void ping(), KEEP_ALIVE_INTERVAL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [userId, queryClient]);
}
