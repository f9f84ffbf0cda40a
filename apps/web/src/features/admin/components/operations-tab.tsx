import { type LucideIcon, Mail, MailWarning, Timer } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { IconHeading } from '@/components/icon-heading.tsx';
import { TabError, TabLoading } from '@/components/tab-states.tsx';
import { FETCH_OPERATIONS_FAILED, useOperations } from '../api/get-operations.ts';
import { useFetchErrorToast } from '../hooks/use-fetch-error-toast.ts';
import { FailedEmailsList } from './failed-emails-list.tsx';
import { OutboxSummary } from './outbox-summary.tsx';
import { WorkerRunsList } from './worker-runs-list.tsx';

function Section(props: {
  icon: LucideIcon;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-4">
      <IconHeading
        icon={props.icon}
        id={id}
        title={props.title}
        description={props.description}
        look="panel"
      />
      {props.children}
    </section>
  );
}

/** Operations: the email outbox, failed emails to send again, the background workers' runs. */
export function OperationsTab() {
  const q = useOperations();
  useFetchErrorToast(q, FETCH_OPERATIONS_FAILED);
  if (q.isPending) return <TabLoading label="Loading operations" />;
  if (q.isError || !q.data)
    return (
      <TabError error={q.error} fallback={FETCH_OPERATIONS_FAILED} onRetry={() => q.refetch()} />
    );
  const { emails, failedEmails, workers } = q.data;
  return (
    <div className="space-y-10">
      <Section
        icon={Mail}
        title="Email outbox"
        description="What waits to be sent, and since when."
      >
        <OutboxSummary emails={emails} />
      </Section>
      <Section
        icon={MailWarning}
        title="Failed emails"
        description="Emails given up on after every try, newest first, with the last reason."
      >
        <FailedEmailsList emails={failedEmails} />
      </Section>
      <Section
        icon={Timer}
        title="Background workers"
        description="Each worker's last run on each instance."
      >
        <WorkerRunsList runs={workers} now={q.dataUpdatedAt || Date.now()} />
      </Section>
    </div>
  );
}
