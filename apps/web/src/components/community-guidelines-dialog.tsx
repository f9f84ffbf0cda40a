import { CANCELLATION_CUTOFF_HOURS } from '@storytable/domain';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from './ui/button.tsx';
import { Checkbox } from './ui/checkbox.tsx';
import { Dialog, DialogClose, DialogContent } from './ui/dialog.tsx';

export type GuidelinesAudience = 'host' | 'attendee';

const GUIDELINES: Record<GuidelinesAudience, { intro: string; items: string[] }> = {
  host: {
    intro:
      'As a host you set the tone of the table. Before you publish, please confirm you will follow our community guidelines.',
    items: [
      'Describe your event honestly: its topic, the restaurant, the date, the price and what guests can expect.',
      'Facilitate, don’t lecture: leave room for every guest to speak, and keep the conversation respectful.',
      'Welcome everyone. Discrimination, harassment or intimidation of any kind is never allowed.',
      'What is shared at the table stays at the table. Never record or publish guests without their consent.',
      'No selling, recruiting or promotion to your guests.',
      'Honour your commitment. If you must cancel, do it as early as possible: your guests are refunded.',
    ],
  },
  attendee: {
    intro:
      'Every table works because each guest brings care and curiosity. Before you reserve, please confirm you will follow our community guidelines.',
    items: [
      'Arrive on time and let the host know early if your plans change.',
      'Listen as much as you speak, and respect other points of view.',
      'Discrimination, harassment or intimidation of any kind is never allowed.',
      'What is shared at the table stays at the table. Never record other guests without consent.',
      'No selling, recruiting or self-promotion.',
      `Reservations can be cancelled up to ${CANCELLATION_CUTOFF_HOURS} hours before the event starts.`,
    ],
  },
};

/**
 * The community guidelines dialog (spec section 2), host or attendee version. 'Accept' is
 * enabled only once the box 'I agree to the community guidelines' is checked; the box starts
 * unchecked every time the dialog opens.
 */
export function CommunityGuidelinesDialog({
  audience,
  open,
  onOpenChange,
  onAccept,
}: {
  audience: GuidelinesAudience;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAccept: () => void;
}) {
  const [agreed, setAgreed] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setAgreed(false);
  }
  const text = GUIDELINES[audience];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" title="Community Guidelines" description={text.intro}>
        <ul className="mt-5 space-y-3">
          {text.items.map((item) => (
            <li key={item} className="flex items-start gap-3 text-sm leading-6 text-ink">
              <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sage-600" />
              {item}
            </li>
          ))}
        </ul>
        <Checkbox
          className="mt-6 rounded-2xl bg-cream p-4"
          label="I agree to the community guidelines"
          checked={agreed}
          onCheckedChange={setAgreed}
        />
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button disabled={!agreed} onClick={onAccept}>
            Accept
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
