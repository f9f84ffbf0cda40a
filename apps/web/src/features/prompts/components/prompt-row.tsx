import { PROMPT_MAX } from '@storytable/domain';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import type { PromptDraft } from '../lib/prompt-drafts.ts';

interface PromptRowProps {
  draft: PromptDraft;
  index: number;
  count: number;
  onChange: (text: string) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** One prompt in the editor, with buttons to move it (keyboard reordering) and remove it. */
export function PromptRow({ draft, index, count, onChange, onMove, onRemove }: PromptRowProps) {
  const n = index + 1;
  return (
    <li className="space-y-2 rounded-2xl border border-line bg-white p-4">
      <TextAreaField
        label={`Prompt ${n}`}
        rows={2}
        maxLength={PROMPT_MAX}
        value={draft.text}
        onChange={(e) => onChange(e.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="ghost"
          size="sm"
          id={`prompt-${draft.key}-up`}
          aria-label={`Move prompt ${n} up`}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          <ArrowUp aria-hidden="true" className="size-4" /> Up
        </Button>
        <Button
          variant="ghost"
          size="sm"
          id={`prompt-${draft.key}-down`}
          aria-label={`Move prompt ${n} down`}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          <ArrowDown aria-hidden="true" className="size-4" /> Down
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Remove prompt ${n}`}
          disabled={count === 1}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" className="size-4" /> Remove
        </Button>
      </div>
    </li>
  );
}
