import { useState } from 'react';
import { cn } from '@/lib/cn.ts';

const sizes = {
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-14 text-lg',
} as const;

export function initialsOf(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .map((p) => p[0] ?? '')
      .join('')
      .slice(0, 2)
      .toUpperCase() || '?'
  );
}

/**
 * A round picture of a person, or their initials. Decorative by default (the name is shown
 * beside it); pass `alt` when the picture stands alone.
 */
export function Avatar({
  src,
  name,
  alt = '',
  size = 'md',
  className,
}: {
  src: string | null | undefined;
  name: string;
  alt?: string;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  const box = cn(
    'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full',
    sizes[size],
    className,
  );
  if (src && !broken) {
    return (
      <img
        src={src}
        alt={alt}
        className={cn(box, 'bg-brand-100 object-cover')}
        onError={() => setBroken(true)}
        loading="lazy"
        decoding="async"
      />
    );
  }
  return (
    <span
      className={cn(box, 'bg-sage-100 font-semibold text-sage-700')}
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
    >
      {initialsOf(name)}
    </span>
  );
}
