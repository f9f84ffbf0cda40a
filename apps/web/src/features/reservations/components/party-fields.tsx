import { DIETARY_LABELS, DIETARY_NEEDS, DIETARY_NOTE_MAX, type Event } from '@storytable/domain';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { toggleNeed } from '../lib/booking-answers.ts';
import { type CompanionDraft, resizeParty } from '../lib/party-draft.ts';
import { PartyTotal } from './party-total.tsx';

/** The seats a guest may choose: the dinner's cap, never more than are left (at least one). */
export function seatChoices(event: Pick<Event, 'maxSeatsPerBooking' | 'availableSpots'>) {
  return Math.max(1, Math.min(event.maxSeatsPerBooking, event.availableSpots));
}

type Party = {
  event: Pick<Event, 'maxSeatsPerBooking' | 'availableSpots' | 'price'>;
  companions: CompanionDraft[];
  onChange: (companions: CompanionDraft[]) => void;
};

/** How many seats (decision 063): none asked when the dinner takes one per booking. */
export function SeatCountField({ event, companions, onChange }: Party) {
  const most = seatChoices(event);
  if (most < 2) return null;
  const options = Array.from({ length: most }, (_, i) => ({
    value: String(i + 1),
    label: i === 0 ? '1 seat (just me)' : `${i + 1} seats`,
  }));
  return (
    <SelectField
      label="How many seats?"
      options={options}
      value={String(companions.length + 1)}
      hint={`Up to ${event.maxSeatsPerBooking} per booking: you and your companions.`}
      onChange={(e) => onChange(resizeParty(companions, Number(e.target.value)))}
    />
  );
}

/**
 * Each companion's first name and needs (decision 063), then the party's total before any card
 * form. Nothing for a guest booking alone.
 */
export function CompanionFields({
  event,
  companions,
  onChange,
  errors,
}: Party & { errors: { name?: string; note?: string }[] }) {
  if (companions.length === 0) return null;
  const set = (i: number, c: CompanionDraft) =>
    onChange(companions.map((old, j) => (j === i ? c : old)));
  return (
    <div className="space-y-5">
      {companions.map((c, i) => (
        <fieldset
          // biome-ignore lint/suspicious/noArrayIndexKey: a seat is its position in the party
          key={i}
          className="space-y-3 rounded-2xl border border-line p-4"
        >
          <legend className="px-1 text-sm font-semibold text-ink">Guest {i + 2}</legend>
          <TextField
            label="First name"
            autoComplete="off"
            maxLength={60}
            required
            value={c.name}
            error={errors[i]?.name}
            onChange={(e) => set(i, { ...c, name: e.target.value })}
          />
          <fieldset>
            <legend className="text-sm text-muted">Their dietary needs</legend>
            <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
              {DIETARY_NEEDS.map((need) => (
                <Checkbox
                  key={need}
                  label={DIETARY_LABELS[need]}
                  checked={c.needs.includes(need)}
                  onCheckedChange={(on) => set(i, { ...c, needs: toggleNeed(c.needs, need, on) })}
                />
              ))}
            </div>
          </fieldset>
          <TextAreaField
            label="Anything else for their plate? (optional)"
            rows={2}
            maxLength={DIETARY_NOTE_MAX}
            value={c.note}
            error={errors[i]?.note}
            onChange={(e) => set(i, { ...c, note: e.target.value })}
          />
        </fieldset>
      ))}
      <PartyTotal price={event.price} seats={companions.length + 1} />
    </div>
  );
}
