import { Link } from 'wouter';
import { TabError, TabLoading } from '@/components/tab-states.tsx';
import { PROMPTS_FAILED, usePrompts } from '../api/get-prompts.ts';
import { PromptStepper } from './prompt-stepper.tsx';
import { RoundTimer } from './round-timer.tsx';

/** Table mode's prompts view (decision 066): the evening's questions and the round timer. */
export function TablePrompts({ eventId }: { eventId: number }) {
  const q = usePrompts(eventId);
  return (
    <section aria-labelledby="table-prompts" className="space-y-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="table-prompts" className="font-serif text-2xl font-semibold text-ink">
          Prompts
        </h2>
        <Link
          href={`/event/${eventId}/prompts`}
          className="text-sm font-medium text-brand-700 underline"
        >
          Edit prompts
        </Link>
      </div>
      {q.isPending ? (
        <TabLoading label="Loading the prompts" />
      ) : q.isError ? (
        <TabError error={q.error} fallback={PROMPTS_FAILED} onRetry={() => q.refetch()} />
      ) : (
        <>
          {q.data.saved ? null : (
            <p className="text-sm text-muted">
              Suggested for this dinner's category; edit them to make them yours.
            </p>
          )}
          <PromptStepper prompts={q.data.prompts} />
          {q.data.roundMinutes ? (
            <RoundTimer key={q.data.roundMinutes} minutes={q.data.roundMinutes} />
          ) : null}
        </>
      )}
    </section>
  );
}
