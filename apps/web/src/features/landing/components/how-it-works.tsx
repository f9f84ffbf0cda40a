import { CANCELLATION_CUTOFF_HOURS } from '@storytable/domain';
import { SampleEventCard } from './sample-event-card.tsx';

const STEPS = [
  {
    title: 'Pick a story',
    body: 'Browse dinners by theme, from ancient civilizations and art history to leadership and personal growth.',
  },
  {
    title: 'Reserve your seat',
    body: `Pay securely by card, or join a free table. Plans change: you can cancel up to ${CANCELLATION_CUTOFF_HOURS} hours before the dinner starts.`,
  },
  {
    title: 'Pull up a chair',
    body: 'Your host opens with a story, then guides the table into a conversation that everyone gets to share in.',
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="overflow-hidden py-20 sm:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-5 sm:px-8 lg:grid-cols-2 lg:gap-20">
        <div>
          <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">
            How it works
          </p>
          <h2 id="how-title" className="mt-3 text-3xl font-semibold sm:text-4xl">
            What an evening looks like
          </h2>
          <ol className="mt-10 space-y-8">
            {STEPS.map((step, i) => (
              <li key={step.title} className="flex gap-5">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full border border-brand-200 bg-white font-serif text-lg font-semibold text-brand-700"
                >
                  {i + 1}
                </span>
                <div>
                  <h3 className="text-xl font-semibold">{step.title}</h3>
                  <p className="mt-2 leading-7 text-muted">{step.body}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
        <div className="relative isolate mx-auto w-full max-w-md">
          <div
            aria-hidden="true"
            className="absolute -inset-3 -z-10 rotate-2 sm:-inset-6 sm:rotate-3 rounded-[2.5rem] bg-gradient-to-br from-brand-100 to-sage-100"
          />
          <SampleEventCard />
        </div>
      </div>
    </section>
  );
}
