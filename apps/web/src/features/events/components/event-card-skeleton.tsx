import { Skeleton } from '@/components/ui/skeleton.tsx';

/** The shape of an event card while events load. */
export function EventCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-3xl border border-line bg-white">
      <Skeleton className="h-28 rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="-mt-12 size-14 rounded-full ring-4 ring-white" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-6 w-4/5" />
        <Skeleton className="h-14" />
        <Skeleton className="h-10" />
      </div>
    </div>
  );
}
