import { useState } from 'react';
import { cn } from '@/lib/cn.ts';

/** The profile picture, or the first letter of the name when there is none (or it fails). */
export function ProfileAvatar({
  src,
  name,
  className,
}: {
  src: string | null;
  name: string;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  const box = cn(
    'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full',
    className,
  );
  if (src && !broken) {
    return (
      <img
        src={src}
        alt=""
        className={cn(box, 'bg-brand-100 object-cover')}
        onError={() => setBroken(true)}
        decoding="async"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(box, 'bg-brand-100 font-serif font-semibold text-brand-700')}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
