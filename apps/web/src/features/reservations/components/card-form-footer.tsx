import { LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

/** The end of both card forms: the inline error, then the pay button ('Processing...' while busy). */
export function CardFormFooter({
  error,
  errorId,
  busy,
  submitLabel,
}: {
  error: string | null;
  /** The id the invalid fields point to with aria-describedby. */
  errorId?: string;
  busy: boolean;
  submitLabel: string;
}) {
  return (
    <>
      {error ? (
        <p
          id={errorId}
          role="alert"
          className="rounded-xl bg-red-50 px-3.5 py-2.5 text-sm font-medium text-danger"
        >
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
