import { LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

/**
 * The end of both card forms: the inline error (the only place a refused payment is said), then
 * the pay button ('Processing...' while busy).
 */
export function CardFormFooter({
  error,
  errorTitle,
  busy,
  submitLabel,
}: {
  error: string | null;
  /** Said first, in bold ('Payment failed'). */
  errorTitle?: string | undefined;
  busy: boolean;
  submitLabel: string;
}) {
  return (
    <>
      {error ? (
        <p role="alert" className="rounded-xl bg-red-50 px-3.5 py-2.5 text-sm text-danger">
          {errorTitle ? <span className="block font-semibold">{errorTitle}</span> : null}
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            Processing...
          </>
        ) : (
          submitLabel
        )}
      </Button>
    </>
  );
}
