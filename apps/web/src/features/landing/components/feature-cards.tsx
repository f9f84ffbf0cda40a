import { CAPACITY_MAX } from '@storytable/domain';
import type { LucideIcon } from 'lucide-react';
import { BadgeCheck, Users, UtensilsCrossed } from 'lucide-react';

interface Feature {
  icon: LucideIcon;
  title: string;
  body: string;
  tone: string;
}

const FEATURES: Feature[] = [
  {
    icon: BadgeCheck,
    title: 'Curated hosts',
    body: 'Every host applies, verifies their identity and is reviewed by our team before they set a table. They bring a story worth hearing, and the care to draw out yours.',
    tone: 'bg-brand-100 text-brand-700',
  },
  {
    icon: Users,
    title: `Small tables of up to ${CAPACITY_MAX} guests`,
    body: 'Big enough for fresh perspectives, small enough that everyone is heard. One table, one conversation, and nobody shouting across the room.',
    tone: 'bg-sage-100 text-sage-700',
  },
  {
    icon: UtensilsCrossed,
    title: 'Restaurants worth the trip',
    body: 'Dinners happen at neighborhood restaurants with good food and quiet corners. Your host books the table; you bring your appetite and your curiosity.',
    tone: 'bg-amber-100 text-amber-800',
  },
];

export function FeatureCards() {
  return (
    <section aria-labelledby="features-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">
            Why Storytable
          </p>
          <h2 id="features-title" className="mt-3 text-3xl font-semibold sm:text-4xl">
            A better way to meet people
          </h2>
          <p className="mt-4 text-lg leading-8 text-muted">
            The best conversations happen when everyone has a seat and a voice. So we keep tables
            small, hosts thoughtful and the room quiet enough to listen.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, body, tone }) => (
            <li
              key={title}
              className="rounded-3xl border border-line bg-cream p-7 transition hover:-translate-y-0.5 hover:shadow-lg hover:shadow-brand-900/5"
            >
              <span
                className={`inline-flex size-12 items-center justify-center rounded-2xl ${tone}`}
              >
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-6 text-xl font-semibold">{title}</h3>
              <p className="mt-3 leading-7 text-muted">{body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
