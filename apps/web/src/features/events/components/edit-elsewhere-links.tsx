import { Link } from 'wouter';

/** What the edit leaves to their own screens: the cover, and the restaurant's email and brief. */
export function EditElsewhereLinks({ eventId }: { eventId: number }) {
  const link = 'font-medium text-brand-700 underline-offset-2 hover:underline';
  return (
    <ul className="space-y-1 text-sm text-muted">
      <li>
        The cover photo changes from{' '}
        <Link href="/profile" className={link}>
          your dinners on your profile
        </Link>{' '}
        (‘Add cover’ or ‘Change cover’).
      </li>
      <li>
        The restaurant brief and the restaurant’s email are on{' '}
        <Link href={`/event/${eventId}/guests`} className={link}>
          the guest list
        </Link>
        .
      </li>
    </ul>
  );
}
