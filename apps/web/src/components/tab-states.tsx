import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { ApiError } from '@/lib/api-error.ts';

export function TabLoading({ label }: { label: string }) {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-28 rounded-2xl" />
      <Skeleton className="h-28 rounded-2xl" />
    </div>
  );
}

/** What the server said about a refusal (4xx), else `fallback`. */
export function queryErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status > 0 && error.status < 500 && error.serverMessage)
    return error.serverMessage;
  return fallback;
}

export function TabError({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm font-medium text-red-800">{queryErrorText(error, fallback)}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

export function TabEmpty({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-dashed border-line bg-white/60 px-6 py-12 text-center">
      <span
        aria-hidden="true"
        className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600"
      >
        <Icon className="size-5" />
      </span>
      <h3 className="mt-4 font-serif text-xl font-semibold text-ink">{title}</h3>
      {children ? (
        <p className="mx-auto mt-2 max-w-md text-sm leading-6 text-muted">{children}</p>
      ) : null}
      {action ? <div className="mt-5 flex justify-center">{action}</div> : null}
    </div>
  );
}
