import { Button } from '@/components/ui/button.tsx';

/** A page's one record failed to load: 'Error loading {what}: {why}' and 'Try again'. */
export function PageLoadError({
  what,
  error,
  onRetry,
}: {
  what: string;
  error: Error;
  onRetry: () => void;
}) {
  return (
    <div className="rounded-3xl border border-line bg-white p-8 text-center">
      <p role="alert" className="font-medium text-danger">
        Error loading {what}: {error.message || 'Unknown error'}
      </p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
