import {
  DEFAULT_EVENT_DESCRIPTION,
  type Event,
  formatDollars,
  formatEventDate,
  formatEventTime,
} from '@storytable/domain';
import { ArrowRight, CalendarDays, MapPin, Sparkles, Users } from 'lucide-react';
import { Link } from 'wouter';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { CategoryCover } from '@/components/ui/category-cover.tsx';

/** A search result: cover, 'Featured' badge, host, when and where, price and 'View Details'. */
export function SearchResultCard({ event }: { event: Event }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-3xl border border-line bg-white shadow-sm shadow-ink/5 transition-shadow hover:shadow-xl hover:shadow-brand-900/10">
      <CategoryCover category={event.tags[0]} className="h-24 shrink-0">
        <div className="absolute inset-x-4 top-4 flex flex-wrap gap-1.5">
          {event.featured ? (
            <Badge tone="dark" icon={<Sparkles aria-hidden="true" className="size-3" />}>
              Featured
            </Badge>
          ) : null}
          {event.tags.slice(0, 2).map((tag) => (
            <Badge key={tag} tone="outline" className="border-white/60 bg-white/95 text-brand-900">
              {tag}
            </Badge>
          ))}
        </div>
      </CategoryCover>
      <div className="flex flex-1 flex-col p-5">
        <h2 className="font-serif text-xl leading-snug font-semibold text-ink">{event.title}</h2>
        <p className="mt-2 flex items-center gap-2 text-sm text-muted">
          <Avatar src={event.host.profileImage} name={event.host.name} size="sm" />
          <span>
            Hosted by <span className="font-medium text-ink">{event.host.name}</span>
          </span>
        </p>
        <p className="mt-3 line-clamp-2 text-sm leading-6 text-muted">
          {event.description.trim() || DEFAULT_EVENT_DESCRIPTION}
        </p>
        <ul className="mt-4 space-y-1.5 text-sm text-ink">
          <li className="flex items-center gap-2">
            <CalendarDays aria-hidden="true" className="size-4 text-brand-600" />
            {formatEventDate(event.dateTime, event.timeZone)} ·{' '}
            {formatEventTime(event.dateTime, event.timeZone)}
          </li>
          <li className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-4 text-brand-600" />
            {event.restaurantName}, {event.city}, {event.state}
          </li>
          <li className="flex items-center gap-2">
            <Users aria-hidden="true" className="size-4 text-brand-600" />
            Up to {event.capacity} guests
          </li>
        </ul>
        <div className="mt-auto flex items-center justify-between gap-3 pt-5">
          <p>
            <span className="font-serif text-xl font-semibold text-ink">
              {event.price > 0 ? formatDollars(event.price) : 'Free'}
            </span>
            {event.price > 0 ? <span className="text-xs text-muted"> / person</span> : null}
          </p>
          <Link href={`/event/${event.id}`} className={buttonClasses('primary', 'sm')}>
            View Details
            <span className="sr-only">: {event.title}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </article>
  );
}
