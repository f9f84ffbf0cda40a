import type { EventFirstScreen as FirstScreen } from '@storytable/domain';
import { CalendarDays, Clock, MapPin } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

/**
 * A dinner page's first screen as the server sends it (decision 055): the build renders this once
 * with tokens, the server fills in each dinner, and the browser paints it before any script runs.
 * The cover and title have the page's own classes, so the page drawn over it keeps their size.
 */
export function EventFirstScreen({ view }: { view: FirstScreen }) {
  return (
    <article className="pb-20 lg:pb-0">
      <div
        className={cn(
          'relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900',
          view.coverBox,
        )}
      >
        <img
          src={view.coverSrc}
          srcSet={view.coverSrcSet}
          sizes="(min-width: 1280px) 72rem, 100vw"
          alt=""
          width={960}
          height={600}
          loading="eager"
          fetchPriority="high"
          className="absolute inset-0 size-full object-cover"
        />
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <header className="min-w-0 space-y-5 lg:col-start-1">
          <h1 className="font-serif text-3xl leading-tight font-semibold text-ink sm:text-4xl">
            {view.title}
          </h1>
          <p className="font-semibold text-ink">Hosted by {view.host}</p>
        </header>
        <section
          aria-label="Reservation"
          className="self-start rounded-3xl border border-line bg-white p-6 shadow-lg shadow-brand-900/5 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <p className="flex flex-wrap items-baseline gap-x-1.5">
            <span className="font-serif text-3xl font-semibold text-ink">{view.price}</span>
            <span className="text-sm text-muted">{view.fee}</span>
          </p>
          <ul className="mt-4 space-y-2 text-sm text-ink">
            <li className="flex items-center gap-2">
              <CalendarDays aria-hidden="true" className="size-4 text-brand-600" />
              {view.date}
            </li>
            <li className="flex items-center gap-2">
              <Clock aria-hidden="true" className="size-4 text-brand-600" />
              {view.time}
            </li>
            <li className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4 text-brand-600" />
              {view.place}
            </li>
          </ul>
        </section>
      </div>
    </article>
  );
}
