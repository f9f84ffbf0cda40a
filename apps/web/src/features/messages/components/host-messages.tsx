import { type EventMessages, messageSentText } from '@storytable/domain';
import { useId, useState } from 'react';
import { TabError, TabLoading } from '@/components/tab-states.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { useEventMessages, usePostMessage } from '../api/event-messages.ts';
import { leftTodayText, recipientsText } from '../lib/message-text.ts';
import { MessageBody } from './message-body.tsx';
import { MessageForm } from './message-form.tsx';

export const MESSAGES_FAILED = 'Failed to load the messages';

/** Beside the guest list: the host writes to the table, sees what they sent and the replies. */
export function HostMessages({ eventId }: { eventId: number }) {
  const q = useEventMessages(eventId);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="font-serif text-xl font-semibold text-ink">
        Messages
      </h2>
      {q.isPending ? (
        <TabLoading label="Loading the messages" />
      ) : q.isError ? (
        <TabError error={q.error} fallback={MESSAGES_FAILED} onRetry={() => q.refetch()} />
      ) : (
        <>
          {q.data.canWrite ? <Compose eventId={eventId} leftToday={q.data.leftToday} /> : null}
          <Replies data={q.data} />
          <Sent data={q.data} />
        </>
      )}
    </section>
  );
}

function Compose({ eventId, leftToday }: { eventId: number; leftToday: number }) {
  const post = usePostMessage(eventId);
  const [includeWaitlist, setIncludeWaitlist] = useState(false);
  return (
    <div className="space-y-2 rounded-2xl border border-line bg-cream/60 p-4">
      <MessageForm
        label="Message to your guests"
        hint="Plain text, emailed to every confirmed guest. Your email address is not shared."
        sendLabel="Send message"
        failed="The message was not sent. Please try again."
        disabled={leftToday <= 0}
        onSend={async (body) => {
          const answer = await post.mutateAsync({ body, includeWaitlist });
          return answer.message || messageSentText(answer.sent.recipients);
        }}
      >
        <Checkbox
          label="Include the waitlist"
          checked={includeWaitlist}
          onCheckedChange={setIncludeWaitlist}
        />
      </MessageForm>
      <p className="text-sm font-medium text-ink">{leftTodayText(leftToday)}</p>
    </div>
  );
}

function Replies({ data }: { data: EventMessages }) {
  const id = useId();
  return (
    <div className="space-y-2">
      <h3 id={id} className="font-semibold text-ink">
        Replies from guests
      </h3>
      {data.replies.length ? (
        <ul aria-labelledby={id} className="space-y-2">
          {data.replies.map((r) => (
            <MessageBody key={r.id} author={r.guestName} body={r.body} sentAt={r.sentAt} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">No replies yet.</p>
      )}
    </div>
  );
}

function Sent({ data }: { data: EventMessages }) {
  const id = useId();
  const newestFirst = [...data.messages].reverse();
  return (
    <div className="space-y-2">
      <h3 id={id} className="font-semibold text-ink">
        Sent messages
      </h3>
      {newestFirst.length ? (
        <ul aria-labelledby={id} className="space-y-2">
          {newestFirst.map((m) => (
            <MessageBody
              key={m.id}
              author="You"
              body={m.body}
              sentAt={m.sentAt}
              note={recipientsText(m.recipients, m.includeWaitlist)}
            />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">
          Nothing sent yet. Parking, a menu change, a late start: tell the table here.
        </p>
      )}
    </div>
  );
}
