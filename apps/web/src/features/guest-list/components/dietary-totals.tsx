import type { GuestList } from '@storytable/domain';

/** Confirmed seats per dietary need (decision 060), or that nobody has noted any. */
export function DietaryTotals({ list }: { list: GuestList }) {
  if (list.dietaryTotals.length === 0)
    return <p className="text-sm text-muted">No dietary needs noted yet.</p>;
  return (
    <ul aria-label="Dietary totals" className="flex flex-wrap gap-2">
      {list.dietaryTotals.map((t) => (
        <li
          key={t.need}
          className="rounded-full border border-line bg-white px-3 py-1 text-sm text-ink"
        >
          {t.label}: <span className="font-semibold">{t.seats}</span>
        </li>
      ))}
    </ul>
  );
}
