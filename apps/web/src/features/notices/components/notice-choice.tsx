import {
  type HostNoticeKind,
  NOTICE_DELIVERIES,
  NOTICE_DELIVERY_LABELS,
  NOTICE_KIND_LABELS,
  type NoticeDelivery,
} from '@storytable/domain';
import { useId } from 'react';

/**
 * One kind's choice as a radio group (a fieldset named by its legend): arrow keys move between
 * 'At once' and 'In a daily digest', and choosing one saves it.
 */
export function NoticeChoice({
  kind,
  value,
  disabled,
  onChange,
}: {
  kind: HostNoticeKind;
  value: NoticeDelivery;
  disabled: boolean;
  onChange: (next: NoticeDelivery) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2 border-b border-line py-4 last:border-b-0 sm:flex-row sm:items-center sm:justify-between">
      <legend className="float-left font-medium text-ink sm:py-1">
        {NOTICE_KIND_LABELS[kind]}
      </legend>
      <div className="clear-left flex flex-wrap gap-2 sm:clear-none">
        {NOTICE_DELIVERIES.map((delivery) => (
          <label
            key={delivery}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line px-4 text-sm text-ink has-checked:border-ink has-checked:bg-ink/5 has-disabled:cursor-wait"
          >
            <input
              type="radio"
              name={name}
              value={delivery}
              checked={value === delivery}
              disabled={disabled}
              onChange={() => onChange(delivery)}
              className="size-4 accent-ink"
            />
            {NOTICE_DELIVERY_LABELS[delivery]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
