import { type EventPrompts, movePrompt, PROMPTS_MAX } from '@storytable/domain';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { queryErrorText } from '@/components/tab-states.tsx';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { useSavePrompts } from '../api/save-prompts.ts';
import { draftBody, newDraft, type PromptDraft } from '../lib/prompt-drafts.ts';
import { PromptRow } from './prompt-row.tsx';
import { RoundMinutesField } from './round-minutes-field.tsx';

export const SAVED = 'Prompts saved.';
const SAVE_FAILED = 'Could not save the prompts. Try again.';

/** Add, edit, remove and reorder the prompts, set the round timer, and save them whole. */
export function PromptsForm({ eventId, initial }: { eventId: number; initial: EventPrompts }) {
  const [drafts, setDrafts] = useState<PromptDraft[]>(() =>
    initial.prompts.map((p) => newDraft(p)),
  );
  const [timed, setTimed] = useState(initial.roundMinutes !== null);
  const [minutes, setMinutes] = useState(String(initial.roundMinutes ?? 5));
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const save = useSavePrompts(eventId);

  // a moved row's button keeps the keyboard's place in the list
  useEffect(() => {
    if (focusId) document.getElementById(focusId)?.focus();
  }, [focusId]);

  const edit = (next: PromptDraft[]) => {
    setDrafts(next);
    setStatus(null);
  };
  const move = (index: number, by: -1 | 1) => {
    const key = drafts[index]?.key;
    edit(movePrompt(drafts, index, by));
    setFocusId(`prompt-${key}-${by < 0 ? 'up' : 'down'}`);
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const checked = draftBody(drafts, timed, minutes);
    if ('error' in checked) return setStatus({ text: checked.error, error: true });
    save.mutate(checked.body, {
      onSuccess: () => setStatus({ text: SAVED, error: false }),
      onError: (err) => setStatus({ text: queryErrorText(err, SAVE_FAILED), error: true }),
    });
  };

  return (
    <form className="space-y-5" onSubmit={submit} noValidate>
      {initial.saved ? null : (
        <p className="rounded-2xl bg-cream p-4 text-sm text-ink">
          These are suggested for your dinner's category. Keep, change or replace them, then save.
        </p>
      )}
      <ol className="space-y-3">
        {drafts.map((draft, index) => (
          <PromptRow
            key={draft.key}
            draft={draft}
            index={index}
            count={drafts.length}
            onChange={(text) => edit(drafts.map((d) => (d.key === draft.key ? { ...d, text } : d)))}
            onMove={(by) => move(index, by)}
            onRemove={() => edit(drafts.filter((d) => d.key !== draft.key))}
          />
        ))}
      </ol>
      <Button
        type="button"
        variant="secondary"
        disabled={drafts.length >= PROMPTS_MAX}
        onClick={() => edit([...drafts, newDraft()])}
      >
        <Plus aria-hidden="true" className="size-4" /> Add a prompt
      </Button>
      <RoundMinutesField
        timed={timed}
        minutes={minutes}
        onTimed={(t) => {
          setTimed(t);
          setStatus(null);
        }}
        onMinutes={(m) => {
          setMinutes(m);
          setStatus(null);
        }}
      />
      <p
        aria-live="polite"
        className={
          status?.error ? 'text-sm font-medium text-danger' : 'text-sm font-medium text-green-800'
        }
      >
        {status?.text ?? ''}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          Save prompts
        </Button>
        <Link href={`/event/${eventId}/table`} className={buttonClasses('secondary', 'md')}>
          Open table mode
        </Link>
      </div>
    </form>
  );
}
