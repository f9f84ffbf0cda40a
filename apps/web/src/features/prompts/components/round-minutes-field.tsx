import { ROUND_MINUTES_MAX, ROUND_MINUTES_MIN } from '@storytable/domain';
import { TextField } from '@/components/ui/text-field.tsx';

interface RoundMinutesFieldProps {
  timed: boolean;
  minutes: string;
  onTimed: (timed: boolean) => void;
  onMinutes: (minutes: string) => void;
}

/** Whether the table keeps time per prompt, and how many minutes a round lasts. */
export function RoundMinutesField({ timed, minutes, onTimed, onMinutes }: RoundMinutesFieldProps) {
  return (
    <fieldset className="space-y-3 rounded-2xl border border-line bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-ink">Round timer</legend>
      <label className="flex items-center gap-3 text-ink">
        <input
          type="checkbox"
          className="size-5 accent-brand-600"
          checked={timed}
          onChange={(e) => onTimed(e.target.checked)}
        />
        Keep time for each prompt
      </label>
      {timed ? (
        <TextField
          label="Minutes per prompt"
          type="number"
          inputMode="numeric"
          min={ROUND_MINUTES_MIN}
          max={ROUND_MINUTES_MAX}
          value={minutes}
          onChange={(e) => onMinutes(e.target.value)}
        />
      ) : null}
    </fieldset>
  );
}
