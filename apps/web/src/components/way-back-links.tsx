import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button.tsx';

/** 'Back to home' and 'Browse Events': the way on from a page that found nothing. */
export function WayBackLinks() {
  return (
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      <Link href="/" className={buttonClasses('primary')}>
        Back to home
      </Link>
      <Link href="/events" className={buttonClasses('secondary')}>
        Browse Events
      </Link>
    </div>
  );
}
