import { PageStarted } from './page-started.tsx';

/** Shown when the application cannot start or crashes while rendering. */
export function FatalStartPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-cream px-6">
      <div className="max-w-md text-center">
        <h1 className="font-serif text-3xl font-semibold text-ink">Application could not start</h1>
        <p className="mt-4 text-muted">We've encountered an issue while loading the application.</p>
        <p className="mt-1 text-muted">Please try refreshing the page.</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-8 inline-flex h-11 items-center rounded-full bg-brand-600 px-6 text-sm font-medium text-white hover:bg-brand-700"
        >
          Refresh Page
        </button>
      </div>
      <PageStarted />
    </main>
  );
}
