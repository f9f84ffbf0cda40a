import { Skeleton } from '@/components/ui/skeleton.tsx';

/** The event page's shape while the event loads. */
export function EventDetailSkeleton() {
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">Loading event</span>
      <Skeleton className="h-48 rounded-3xl" />
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-4">
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-14 w-1/2" />
          <Skeleton className="h-40" />
        </div>
        <Skeleton className="h-72 rounded-3xl" />
      </div>
    </div>
  );
}
