import { CAPACITY_MAX, TAGLINE } from '@storytable/domain';
import { ArrowRight, BadgeCheck, MapPin, Users } from 'lucide-react';
import { Link } from 'wouter';
import { TableIllustration } from './table-illustration.tsx';

export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-[radial-gradient(60rem_40rem_at_85%_-10%,var(--color-brand-100),transparent_60%),radial-gradient(40rem_30rem_at_-10%_110%,var(--color-sage-100),transparent_65%)]"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-5 pt-14 pb-16 sm:px-8 md:pt-20 lg:grid-cols-[1.05fr_1fr] lg:gap-8 lg:pt-24 lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/70 px-3 py-1 text-sm font-medium text-brand-700">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-brand-500" />
            Facilitated dinners for curious people
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-5xl leading-[1.05] font-semibold text-ink sm:text-6xl lg:text-7xl"
          >
            {TAGLINE}
          </h1>
          <p className="mt-6 font-serif text-2xl text-brand-700 italic sm:text-3xl">
            Come for the story, stay for the connection
          </p>
          <p className="mt-4 max-w-xl text-lg leading-8 text-muted">
            No networking. No noise. Just human moments shared over a table.
          </p>
          <div className="mt-9 flex flex-wrap items-center gap-x-6 gap-y-4">
            <Link
              href="/events"
              className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-7 py-3.5 text-base font-semibold text-white shadow-lg shadow-brand-600/25 transition hover:bg-brand-700"
            >
              Find a table
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          </div>
          <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-3 text-sm font-medium text-muted">
            <li className="inline-flex items-center gap-2">
              <Users aria-hidden="true" className="size-4 text-sage-600" />
              Up to {CAPACITY_MAX} guests per table
            </li>
            <li className="inline-flex items-center gap-2">
              <BadgeCheck aria-hidden="true" className="size-4 text-sage-600" />
              Verified hosts
            </li>
            <li className="inline-flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4 text-sage-600" />
              Sacramento, CA
            </li>
          </ul>
        </div>
        <div className="relative mx-auto w-full max-w-[30rem]">
          <TableIllustration className="aspect-square h-auto w-full" />
        </div>
      </div>
    </section>
  );
}
