import { TabError, TabLoading } from '@/components/tab-states.tsx';
import { PROMPTS_FAILED, usePrompts } from '../api/get-prompts.ts';
import { PromptsForm } from './prompts-form.tsx';

/** The host's prompts editor (decision 066): loads the saved prompts or the suggested set. */
export function PromptsEditor({ eventId }: { eventId: number }) {
  const q = usePrompts(eventId);
  if (q.isPending) return <TabLoading label="Loading the prompts" />;
  if (q.isError)
    return <TabError error={q.error} fallback={PROMPTS_FAILED} onRetry={() => q.refetch()} />;
  return <PromptsForm eventId={eventId} initial={q.data} />;
}
