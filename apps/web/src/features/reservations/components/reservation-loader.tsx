import type { ReservationDetail } from '@storytable/domain';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BackLink } from '@/components/back-link.tsx';
import { PageLoadError } from '@/components/page-load-error.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { isNotFound } from '@/lib/api-error.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useReservation } from '../api/get-reservation.ts';
import { parseReservationId } from '../lib/next-steps.ts';

/** Said alike for a reservation that does not exist and one that is someone else's. */
function ReservationNotFound() {
  useDocumentTitle('Reservation not found');
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <h1 className="font-serif text-4xl font-semibold text-ink">Reservation not found</h1>
      <p className="mt-4 text-lg text-muted">
        We could not find this reservation among yours. Your reservations are on your profile.
      </p>
      <Link href="/profile" className={buttonClasses('primary', 'md', 'mt-8')}>
        Go to Profile
      </Link>
    </section>
  );
}

function ReservationById({
  id,
  children,
}: {
  id: number;
  children: (reservation: ReservationDetail) => ReactNode;
}) {
  const query = useReservation(id);
  useDocumentTitle(query.data ? `Reservation: ${query.data.event.title}` : 'Your reservation');
  if (query.isPending) return <Spinner label="Loading your reservation" />;
  if (query.isError) {
    if (isNotFound(query.error)) return <ReservationNotFound />;
    return (
      <PageLoadError
        what="your reservation"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return children(query.data);
}

/** /reservations/{id}: 'Back to your profile', then the reservation or why it cannot be shown. */
export function ReservationLoader({
  id,
  children,
}: {
  id: string | undefined;
  children: (reservation: ReservationDetail) => ReactNode;
}) {
  const reservationId = parseReservationId(id);
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <BackLink href="/profile">Back to your profile</BackLink>
      {reservationId === null ? (
        <ReservationNotFound />
      ) : (
        <ReservationById id={reservationId}>{children}</ReservationById>
      )}
    </div>
  );
}
