import { type Event, formatEventDate, formatEventTime } from '@storytable/domain';
import { CalendarDays } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button.tsx';
import { useHostEvents } from '../api/get-host-events.ts';
import { ShareMenu } from './share-menu.tsx';

const SHOWN = 3;

/** Newest first: after publishing, the dinner just created leads. */
const newestFirst = (events: readonly Event[]) =>
  [...events].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, SHOWN);

/**
 * A signed-in host's way from the home page to their upcoming dinners (the spec sends them home
 * after creating one): the newest few, each with its page and its share menu. Nothing while
 * they load or when there are none.
 */
export function YourDinners() {
  const q = useHostEvents(false);
  if (!q.data?.length) return null;
  const origin = window.location.origin;
  return (
    <section aria-labelledby="your-dinners" className="border-b border-line bg-white/70">
      <div className="mx-auto max-w-6xl px-5 py-6 sm:px-8">
        <h2 id="your-dinners" className="font-serif text-2xl font-semibold text-ink">
          Your dinners
        </h2>
        <ul className="mt-4 grid gap-3 md:grid-cols-3">
          {newestFirst(q.data).map((event) => (
            <li
              key={event.id}
              className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words text-ink">{event.title}</p>
                <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
                  <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
                  {formatEventDate(event.dateTime, event.timeZone)} at{' '}
                  {formatEventTime(event.dateTime, event.timeZone)}
                </p>
              </div>
              <div className="mt-auto flex flex-wrap items-center gap-2">
                <Link
                  href={`/event/${event.id}`}
                  className={buttonClasses('primary', 'sm')}
                  aria-label={`View ${event.title}`}
                >
                  View dinner
                </Link>
                <ShareMenu
                  title={event.title}
                  url={`${origin}/event/${event.id}`}
                  label={`Share ${event.title}`}
                />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
