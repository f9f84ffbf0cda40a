import type { CheckInResponse, Table } from '@storytable/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { queryErrorText } from '@/components/tab-states.tsx';
import { queryKeys } from '@/lib/query-keys.ts';
import { sendCheckIn } from '../api/send-check-in.ts';
import {
  isRetryable,
  newClientId,
  type PendingCheckIn,
  readQueue,
  writeQueue,
} from './check-in-queue.ts';

export type CheckInNews = { tone: 'ok' | 'error'; text: string } | null;

const CHECK_IN_FAILED = 'The check-in was refused.';

/**
 * Table mode's check-ins: each goes to this device's queue first (localStorage), then to the
 * server in order; what cannot be sent now waits for the connection to come back.
 */
export function useCheckIns(eventId: number) {
  const client = useQueryClient();
  const [pending, setPending] = useState(() => readQueue(localStorage, eventId));
  const [news, setNews] = useState<CheckInNews>(null);
  const sending = useRef(false);

  const applied = useCallback(
    (answer: CheckInResponse) =>
      client.setQueryData<Table>(queryKeys.events.table(eventId), (table) =>
        table
          ? {
              ...table,
              seats: table.seats.map((s) =>
                s.reservationId === answer.reservationId
                  ? { ...s, checkedInAt: answer.checkedInAt }
                  : s,
              ),
            }
          : table,
      ),
    [client, eventId],
  );

  const flush = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      for (;;) {
        const [next] = readQueue(localStorage, eventId);
        if (!next) break;
        try {
          const answer = await sendCheckIn(eventId, next);
          applied(answer);
          if (next.code || next.qr)
            setNews({ tone: 'ok', text: `${answer.message}: ${answer.name}` });
        } catch (error) {
          if (isRetryable(error)) break;
          setNews({ tone: 'error', text: queryErrorText(error, CHECK_IN_FAILED) });
        }
        const rest = readQueue(localStorage, eventId).filter((p) => p.clientId !== next.clientId);
        writeQueue(localStorage, eventId, rest);
        setPending(rest);
      }
    } finally {
      sending.current = false;
    }
  }, [applied, eventId]);

  const enqueue = useCallback(
    (item: Omit<PendingCheckIn, 'clientId'>) => {
      const queued = [...readQueue(localStorage, eventId), { ...item, clientId: newClientId() }];
      writeQueue(localStorage, eventId, queued);
      setPending(queued);
      setNews(null);
      void flush();
    },
    [eventId, flush],
  );

  useEffect(() => {
    void flush();
    const again = () => void flush();
    window.addEventListener('online', again);
    // a send that failed while the browser still thought it was online is tried again
    const timer = window.setInterval(again, 15_000);
    return () => {
      window.removeEventListener('online', again);
      window.clearInterval(timer);
    };
  }, [flush]);

  return { pending, enqueue, news };
}
