import type { OperationsEmail } from '@storytable/domain';
import { format } from 'date-fns';
import { MailCheck, Send } from 'lucide-react';
import { TabEmpty } from '@/components/tab-states.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useSendEmailAgain } from '../api/send-email-again.ts';

function SendAgainButton({ email }: { email: OperationsEmail }) {
  const mutation = useSendEmailAgain();
  if (email.redacted)
    return (
      <p className="text-sm text-muted">Its one-time link expired: it cannot be sent again.</p>
    );
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={mutation.isPending}
      aria-label={`Send again: ${email.subject} to ${email.to}`}
      onClick={() => mutation.mutate(email.id)}
    >
      <Send aria-hidden="true" className="size-4" />
      {mutation.isPending ? 'Sending...' : 'Send again'}
    </Button>
  );
}

/** The emails given up on, with the last reason and one more try each. */
export function FailedEmailsList({ emails }: { emails: OperationsEmail[] }) {
  if (emails.length === 0)
    return (
      <TabEmpty icon={MailCheck} title="No failed emails">
        Every email so far was sent or is still being tried.
      </TabEmpty>
    );
  return (
    <ul
      className="divide-y divide-line rounded-2xl border border-line bg-white"
      aria-label="Failed emails"
    >
      {emails.map((email) => (
        <li key={email.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
          <div className="min-w-0 flex-1 space-y-1">
            <h3 className="font-semibold break-words text-ink">{email.subject}</h3>
            <p className="text-sm break-all text-muted">To {email.to}</p>
            <p className="text-sm break-words text-red-800">
              Reason: {email.error ?? 'No reason was recorded'}
            </p>
            <p className="text-xs break-all text-muted">
              {email.attempts} {email.attempts === 1 ? 'try' : 'tries'}
              {email.failedAt
                ? ` · failed ${format(new Date(email.failedAt), 'MMM d, yyyy h:mm a')}`
                : ''}
              {email.requestId ? ` · request ${email.requestId}` : ''}
            </p>
          </div>
          <div className="shrink-0">
            <SendAgainButton email={email} />
          </div>
        </li>
      ))}
    </ul>
  );
}
