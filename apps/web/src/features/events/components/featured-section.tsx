import type { Event } from '@storytable/domain';
import { Crown, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { Carousel } from '@/components/ui/carousel.tsx';
import { EventCardSkeleton } from './event-card-skeleton.tsx';

/**
 * 'Curated Conversations' (spec section 2): featured events in a looping carousel that moves a
 * group of 3 at a time; 'Facilitated Conversations Coming Soon' when there are none (nothing
 * when they could not be loaded: the grid below says so).
 */
export function FeaturedSection({
  featured,
  loading,
  renderEvent,
}: {
  featured: Event[] | undefined;
  loading: boolean;
  /** The card of one event (the page composes it). */
  /** `index` in the carousel: the first ones are on screen at once (their covers load eagerly). */
  renderEvent: (event: Event, index: number) => ReactNode;
}) {
  return (
    <section aria-labelledby="featured-heading" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <div className="flex items-center gap-3">
            <h2 id="featured-heading" className="font-serif text-3xl font-semibold text-ink">
              Curated Conversations
            </h2>
            <Badge tone="dark" icon={<Crown aria-hidden="true" className="size-3" />}>
              Premium
            </Badge>
          </div>
          <p className="mt-2 text-muted">
            Hand-picked evenings led by our most celebrated storytellers.
          </p>
        </div>
      </div>
      {loading && !featured ? (
        <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only">Loading featured events</span>
          <EventCardSkeleton />
          <div className="hidden sm:block">
            <EventCardSkeleton />
          </div>
          <div className="hidden lg:block">
            <EventCardSkeleton />
          </div>
        </div>
      ) : featured && featured.length > 0 ? (
        <Carousel
          label="Featured events"
          previousLabel="Previous featured events"
          nextLabel="Next featured events"
          slides={featured.map((e, index) => ({
            key: e.id,
            node: renderEvent(e, index),
          }))}
        />
      ) : featured ? (
        <div className="rounded-3xl border border-dashed border-brand-200 bg-brand-50/60 px-6 py-12 text-center">
          <Sparkles aria-hidden="true" className="mx-auto size-8 text-brand-500" />
          <h3 className="mt-4 font-serif text-2xl font-semibold text-ink">
            Facilitated Conversations Coming Soon
          </h3>
          <p className="mx-auto mt-2 max-w-lg text-muted">
            Our first featured hosts are preparing their tables. Have a story that deserves the
            spotlight?
          </p>
          <Link href="/host" className={buttonClasses('primary', 'md', 'mt-6')}>
            Become a Featured Host
          </Link>
        </div>
      ) : null}
    </section>
  );
}
