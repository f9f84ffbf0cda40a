import {
  type EventCreationPayload,
  findState,
  formatDollars,
  formatEventLongDate,
  formatEventTime,
  timeZoneOf,
} from '@storytable/domain';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog.tsx';
import { timeSlotLabel } from '../lib/form-options.ts';

/** The last step before publishing: a summary of the event and 'Create Event'. */
export function ConfirmEventDialog({
  payload,
  open,
  onOpenChange,
  onConfirm,
  pending,
}: {
  payload: EventCreationPayload | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  pending: boolean;
}) {
  if (!payload) return null;
  const zone = timeZoneOf(payload.state);
  const rows: Array<[string, string]> = [
    ['Title', payload.title],
    ['Category', payload.tags[0] ?? ''],
    ['Date', payload.dateTime ? formatEventLongDate(payload.dateTime, zone) : payload.date],
    [
      'Time',
      payload.dateTime ? formatEventTime(payload.dateTime, zone) : timeSlotLabel(payload.time),
    ],
    ['Restaurant', payload.restaurantName],
    ['City', `${payload.city}, ${findState(payload.state)?.name ?? payload.state}`],
    ['Guests', `Up to ${payload.capacity}`],
    ['Price per person', payload.isFreeEvent ? 'Free' : formatDollars(payload.price)],
  ];
  return (
    <Dialog open={open} onOpenChange={(o) => (pending ? undefined : onOpenChange(o))}>
      <DialogContent
        size="lg"
        title="Confirm your event"
        description="Check the details below. Once created, your event is listed for guests to reserve."
      >
        <dl className="mt-6 divide-y divide-line rounded-2xl border border-line text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 px-4 py-3">
              <dt className="text-muted">{label}</dt>
              <dd className="text-right font-medium text-ink">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              Back to editing
            </Button>
          </DialogClose>
          <Button onClick={onConfirm} disabled={pending}>
            {pending ? 'Creating...' : 'Create Event'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
