import { feeText, formatDollars, priceOfSeats } from '@storytable/domain';
import { BadgeCheck, CalendarDays, MapPin, Users } from 'lucide-react';
import { useIsClient } from '@/lib/use-is-client.ts';

const SAMPLE = {
  category: 'World History',
  title: 'Letters from the Silk Road',
  teaser:
    'Merchants, monks and runaway princesses: an evening of true stories from the road that carried ideas between empires.',
  host: 'Maya Reyes',
  hostInitials: 'MR',
  restaurant: 'Olive & Ember',
  city: 'Sacramento',
  state: 'CA',
  time: '7:00 PM',
  priceCents: 4500,
};

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** The illustrative dinner always sits on a Friday one to two weeks ahead, so it never looks stale. */
function upcomingFriday(from: Date): Date {
  const date = new Date(from);
  date.setDate(date.getDate() + 7 + ((5 - date.getDay() + 7) % 7));
  return date;
}

export function SampleEventCard() {
  // the date is today's, never the build's (a prerendered card shows the weekday until hydrated)
  const isClient = useIsClient();
  return (
    <article
      aria-labelledby="sample-event-title"
      className="overflow-hidden rounded-3xl border border-line bg-white shadow-xl shadow-brand-900/10"
    >
      <div className="relative h-40 bg-[radial-gradient(circle_at_20%_30%,#f59e0b55,transparent_45%),linear-gradient(135deg,var(--color-brand-700),var(--color-brand-900))]">
        <svg
          viewBox="0 0 400 160"
          width="400"
          height="160"
          preserveAspectRatio="xMidYMid slice"
          className="absolute inset-0 size-full"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M-10 120 C 60 80, 120 140, 200 100 S 330 60, 410 95"
            fill="none"
            stroke="#fed7aa"
            strokeOpacity="0.5"
            strokeWidth="2"
            strokeDasharray="2 8"
            strokeLinecap="round"
          />
          <circle cx="48" cy="104" r="5" fill="#fed7aa" />
          <circle cx="200" cy="100" r="5" fill="#fed7aa" />
          <circle cx="352" cy="72" r="5" fill="#fed7aa" />
        </svg>
        <div className="absolute inset-x-5 top-5 flex items-center justify-between">
          <span className="rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-brand-700">
            {SAMPLE.category}
          </span>
          <span className="rounded-full border border-white/40 px-3 py-1 text-xs font-medium text-white">
            Sample event
          </span>
        </div>
      </div>
      <div className="p-6 sm:p-7">
        <h3 id="sample-event-title" className="text-2xl font-semibold">
          {SAMPLE.title}
        </h3>
        <p className="mt-2 leading-7 text-muted">{SAMPLE.teaser}</p>
        <div className="mt-5 flex items-center gap-3">
          <span
            aria-hidden="true"
            className="inline-flex size-10 items-center justify-center rounded-full bg-sage-100 text-sm font-semibold text-sage-700"
          >
            {SAMPLE.hostInitials}
          </span>
          <p className="text-sm">
            <span className="block font-semibold text-ink">Hosted by {SAMPLE.host}</span>
            <span className="inline-flex items-center gap-1 text-sage-700">
              <BadgeCheck aria-hidden="true" className="size-4" />
              Verified host
            </span>
          </p>
        </div>
        <dl className="mt-6 grid gap-3 border-t border-line pt-5 text-sm text-ink">
          <div className="flex items-center gap-3">
            <dt>
              <CalendarDays aria-hidden="true" className="size-4 text-brand-600" />
              <span className="sr-only">Date</span>
            </dt>
            <dd>
              {isClient ? dateFormat.format(upcomingFriday(new Date())) : 'Friday'} · {SAMPLE.time}
            </dd>
          </div>
          <div className="flex items-center gap-3">
            <dt>
              <MapPin aria-hidden="true" className="size-4 text-brand-600" />
              <span className="sr-only">Location</span>
            </dt>
            <dd>
              Hosted at {SAMPLE.restaurant}, {SAMPLE.city}, {SAMPLE.state}
            </dd>
          </div>
          <div className="flex items-center gap-3">
            <dt>
              <Users aria-hidden="true" className="size-4 text-brand-600" />
              <span className="sr-only">Table size</span>
            </dt>
            <dd className="font-semibold">6-8 guests</dd>
          </div>
        </dl>
        <div className="mt-6 flex items-end justify-between rounded-2xl bg-cream px-5 py-4">
          <p className="text-sm text-muted">
            <span className="block font-serif text-2xl font-semibold text-ink">
              {formatDollars(SAMPLE.priceCents)}
            </span>
            {feeText(priceOfSeats(SAMPLE.priceCents))} per guest
          </p>
          <SeatDots taken={5} total={8} />
        </div>
      </div>
    </article>
  );
}

function SeatDots({ taken, total }: { taken: number; total: number }) {
  return (
    <p className="text-right text-sm text-muted">
      <span aria-hidden="true" className="mb-1.5 flex justify-end gap-1">
        {Array.from({ length: total }, (_, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed decorative list
            key={i}
            className={`size-2.5 rounded-full ${i < taken ? 'bg-brand-500' : 'border border-brand-500'}`}
          />
        ))}
      </span>
      {total - taken} seats left
    </p>
  );
}
