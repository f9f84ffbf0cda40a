import type { CurrentUser } from '@storytable/domain';
import { cn } from '@/lib/cn.ts';

export function displayName(user: Pick<CurrentUser, 'name' | 'username'>): string {
  return user.name.trim() || user.username;
}

/** A round badge with the first letter of the name (or username). */
export function UserInitial({
  user,
  className,
}: {
  user: Pick<CurrentUser, 'name' | 'username'>;
  className?: string;
}) {
  const initial = displayName(user).charAt(0).toUpperCase() || '?';
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-serif text-lg font-semibold text-brand-700',
        className,
      )}
    >
      {initial}
    </span>
  );
}
