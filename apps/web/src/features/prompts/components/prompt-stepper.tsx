import { promptPosition } from '@storytable/domain';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';

/**
 * One prompt at a time, in type readable at arm's length; the live region reads each new prompt
 * to a screen reader as the host steps.
 */
export function PromptStepper({ prompts }: { prompts: string[] }) {
  const [index, setIndex] = useState(0);
  const at = Math.min(index, prompts.length - 1);
  if (!prompts.length) return <p className="text-muted">No prompts for this dinner yet.</p>;
  return (
    <div className="space-y-4">
      <div aria-live="polite" aria-atomic="true" className="rounded-2xl bg-cream p-5">
        <p className="text-sm font-medium text-muted" data-testid="prompt-position">
          Prompt {promptPosition(at, prompts.length)}
        </p>
        <p className="mt-2 font-serif text-3xl leading-snug font-semibold text-ink sm:text-4xl">
          {prompts[at]}
        </p>
      </div>
      <div className="flex justify-between gap-3">
        <Button variant="secondary" size="lg" disabled={at === 0} onClick={() => setIndex(at - 1)}>
          Previous prompt
        </Button>
        <Button size="lg" disabled={at >= prompts.length - 1} onClick={() => setIndex(at + 1)}>
          Next prompt
        </Button>
      </div>
    </div>
  );
}
