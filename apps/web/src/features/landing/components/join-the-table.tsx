import { ArrowRight, MessagesSquare, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { openAuthDialog } from '@/lib/auth-dialog.ts';

const card =
  'relative isolate flex flex-col overflow-hidden rounded-3xl p-6 text-white shadow-xl sm:p-9';
const glow = 'absolute -z-10 size-72 rounded-full blur-3xl';
const action =
  'mt-8 inline-flex w-full items-center justify-center gap-2 rounded-2xl px-4 py-3 text-center font-semibold transition focus-visible:outline-brand-200 sm:w-auto sm:self-start sm:rounded-full sm:px-6';

/**
 * Guests find a table; would-be hosts share their story: a visitor signs up first, a signed-in
 * user goes to `shareStoryHref` (the host application).
 */
export function JoinTheTable({ shareStoryHref }: { shareStoryHref: string | null }) {
  return (
    <section aria-labelledby="join-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="join-title" className="text-3xl font-semibold sm:text-4xl">
            There is a seat with your name on it
          </h2>
          <p className="mt-4 text-lg leading-8 text-muted">
            Come as a guest and leave with new friends, or bring a story of your own and gather a
            table around it.
          </p>
        </div>
        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          <div className={`${card} bg-brand-900 shadow-brand-900/20`}>
            <div aria-hidden="true" className={`${glow} -top-24 -right-16 bg-brand-500/45`} />
            <MessagesSquare aria-hidden="true" className="size-8 text-brand-200" />
            <h3 className="mt-6 text-2xl font-semibold">For guests</h3>
            <p className="mt-3 flex-1 leading-7 text-brand-100">
              Find an evening on a subject you love, or one you know nothing about yet. Either way,
              you will hear something you did not expect.
            </p>
            <Link href="/events" className={`${action} bg-cream text-brand-900 hover:bg-white`}>
              Discover Transformative Conversations
              <ArrowRight aria-hidden="true" className="size-5 shrink-0" />
            </Link>
          </div>
          <div className={`${card} bg-sage-700 shadow-sage-700/20`}>
            <div aria-hidden="true" className={`${glow} -bottom-24 -left-16 bg-sage-600/70`} />
            <Sparkles aria-hidden="true" className="size-8 text-sage-100" />
            <h3 className="mt-6 text-2xl font-semibold">For hosts</h3>
            <p className="mt-3 flex-1 leading-7 text-sage-100">
              Historian, founder, traveler, teacher: if you have a story that starts conversations,
              create an account and apply to host your own table.
            </p>
            {shareStoryHref ? (
              <Link
                href={shareStoryHref}
                className={`${action} bg-white text-sage-700 hover:bg-sage-100`}
              >
                Share your story
              </Link>
            ) : (
              <button
                type="button"
                onClick={() => openAuthDialog('register')}
                className={`${action} bg-white text-sage-700 hover:bg-sage-100`}
              >
                Share your story
              </button>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
