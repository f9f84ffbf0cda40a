import { type EventPromptsUpdate, eventPromptsUpdateSchema } from '@storytable/domain';

/** A prompt being edited; the key keeps its row (and focus) while the list is reordered. */
export interface PromptDraft {
  key: number;
  text: string;
}

let nextKey = 0;
export const newDraft = (text = ''): PromptDraft => ({ key: ++nextKey, text });

/** The body to save, or the first problem to show the host. */
export function draftBody(
  drafts: PromptDraft[],
  timed: boolean,
  minutes: string,
): { body: EventPromptsUpdate } | { error: string } {
  const parsed = eventPromptsUpdateSchema.safeParse({
    prompts: drafts.map((d) => d.text),
    roundMinutes: timed ? Number(minutes) : null,
  });
  if (parsed.success) return { body: parsed.data };
  return { error: parsed.error.issues[0]?.message ?? 'Check the prompts' };
}
