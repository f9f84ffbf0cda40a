import type { Event } from '@storytable/domain';
import { type ReactNode, useState } from 'react';
import { CategoryCover } from '@/components/ui/category-cover.tsx';

/**
 * An event's cover: the host's photo when there is one, over the category artwork, which shows
 * while it loads, when it fails and when there is none (docs/decisions/032). The box's size comes
 * from `className` (a fixed height or aspect ratio), so the photo never shifts the layout. The
 * photo is decorative (alt=""): the title and facts beside it say what the dinner is. `eager`
 * for covers in the first screenful; `sizes` tells the browser which width to fetch.
 */
export function EventCoverArt({
  event,
  sizes,
  eager = false,
  className,
  children,
}: {
  event: Pick<Event, 'tags' | 'coverImage'>;
  sizes: string;
  eager?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const [broken, setBroken] = useState(false);
  const cover = broken ? null : event.coverImage;
  return (
    <CategoryCover category={event.tags[0]} className={className}>
      {cover ? (
        <>
          <img
            src={cover.src}
            srcSet={cover.srcSet}
            sizes={sizes}
            alt=""
            width={960}
            height={600}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            onError={() => setBroken(true)}
            className="absolute inset-0 size-full object-cover"
          />
          {/* keeps the badges on top legible on any photo */}
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-gradient-to-b from-black/35 via-transparent to-black/25"
          />
        </>
      ) : null}
      {children}
    </CategoryCover>
  );
}
