/** The full-screen three-dot animation shown while the current user first loads. */
export function LoadingScreen({ label = 'Loading Storytable' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex items-center justify-center bg-cream"
    >
      <div className="flex items-center gap-2" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <span
            key={i}
            className="size-3.5 animate-dot rounded-full bg-brand-600"
            style={{ animationDelay: `${i * 0.16}s` }}
          />
        ))}
      </div>
      <span className="sr-only">{label}</span>
    </div>
  );
}
