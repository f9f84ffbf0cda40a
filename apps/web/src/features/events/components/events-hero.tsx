import { Sparkles } from 'lucide-react';

/** The listing's banner: curated stories in intimate settings. */
export function EventsHero() {
  return (
    <section
      aria-labelledby="events-hero-title"
      className="relative overflow-hidden rounded-3xl bg-[linear-gradient(135deg,var(--color-brand-700),var(--color-brand-900))] px-6 py-12 text-white sm:px-12 sm:py-16"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_85%_20%,rgba(251,191,36,0.35),transparent_45%),radial-gradient(circle_at_10%_90%,rgba(254,215,170,0.18),transparent_40%)]"
      />
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 400 200"
        className="absolute -right-10 bottom-0 hidden h-full w-1/2 text-brand-200/25 md:block"
      >
        <ellipse
          cx="220"
          cy="120"
          rx="150"
          ry="48"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
        {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => {
          const a = (i / 8) * Math.PI * 2;
          return (
            <circle
              key={i}
              cx={220 + Math.cos(a) * 178}
              cy={120 + Math.sin(a) * 66}
              r="13"
              fill="currentColor"
            />
          );
        })}
        <circle cx="200" cy="114" r="6" fill="#fbbf24" opacity="0.9" />
        <circle cx="244" cy="126" r="6" fill="#fbbf24" opacity="0.9" />
      </svg>
      <div className="relative max-w-2xl">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100 ring-1 ring-white/20">
          <Sparkles aria-hidden="true" className="size-4" />
          Come for the story, stay for the connection
        </p>
        <h1
          id="events-hero-title"
          className="mt-5 font-serif text-4xl leading-tight font-semibold sm:text-5xl"
        >
          Curated stories, shared in intimate settings
        </h1>
        <p className="mt-4 text-base leading-7 text-brand-50/90 sm:text-lg sm:leading-8">
          A small table of guests, one host with a story worth telling, and a restaurant you love.
          No networking. No noise. Just human moments shared over a table.
        </p>
      </div>
    </section>
  );
}
