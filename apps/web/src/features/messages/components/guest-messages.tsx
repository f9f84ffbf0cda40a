import { MESSAGE_TEXT, type ReservationMessages } from '@storytable/domain';
import { useId } from 'react';
import { TabError, TabLoading } from '@/components/tab-states.tsx';
import { usePostReply, useReservationMessages } from '../api/reservation-messages.ts';
import { MessageBody } from './message-body.tsx';
import { MessageForm } from './message-form.tsx';

const FAILED = 'Failed to load the messages';

/** On a guest's reservation: what the host wrote to the table, the guest's replies, a reply box. */
export function GuestMessages({ reservationId }: { reservationId: number }) {
  const q = useReservationMessages(reservationId);
  if (q.isPending) return <TabLoading label="Loading the messages" />;
  if (q.isError) return <TabError error={q.error} fallback={FAILED} onRetry={() => q.refetch()} />;
  return <Thread reservationId={reservationId} data={q.data} />;
}

function Thread({ reservationId, data }: { reservationId: number; data: ReservationMessages }) {
  const post = usePostReply(reservationId);
  const fromHost = useId();
  const mine = useId();
  return (
    <div className="space-y-5">
      <h3 id={fromHost} className="font-semibold text-ink">
        From {data.hostName}, your host
      </h3>
      {data.messages.length ? (
        <ul aria-labelledby={fromHost} className="space-y-2">
          {[...data.messages].reverse().map((m) => (
            <MessageBody key={m.id} author={data.hostName} body={m.body} sentAt={m.sentAt} />
          ))}
        </ul>
      ) : (
        <p className="text-muted">
          No messages yet. When {data.hostName} writes to the table, it shows here and in your
          email.
        </p>
      )}
      {data.replies.length ? (
        <div className="space-y-2">
          <h3 id={mine} className="font-semibold text-ink">
            Your replies
          </h3>
          <ul aria-labelledby={mine} className="space-y-2">
            {data.replies.map((r) => (
              <MessageBody key={r.id} author="You" body={r.body} sentAt={r.sentAt} />
            ))}
          </ul>
        </div>
      ) : null}
      <MessageForm
        label={`Reply to ${data.hostName}`}
        hint="Only your host reads it. Your email address is not shared."
        sendLabel="Send reply"
        failed="Your reply was not sent. Please try again."
        onSend={async (body) =>
          (await post.mutateAsync({ body })).message || MESSAGE_TEXT.REPLY_SENT
        }
      />
    </div>
  );
}
