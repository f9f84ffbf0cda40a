/**
 * The first screen the server sends for a signed-in page before any script has run (decision
 * 070): the page's heading and that it is loading, the same box as the page's top, no data.
 * React empties it when it first draws.
 */
export function SignedInFirstScreen({ title, loading }: { title: string; loading: string }) {
  return (
    <div data-signed-in-first-screen="" className="mx-auto w-full max-w-6xl px-5 py-6 sm:px-8">
      <div className="mx-auto max-w-xl space-y-6">
        <h1 className="font-serif text-3xl font-semibold text-ink">{title}</h1>
        <p role="status" className="text-muted">
          {loading}
        </p>
      </div>
    </div>
  );
}
