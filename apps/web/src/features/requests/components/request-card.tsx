import { dietaryLine, formatDollars, type HostJoinRequest } from '@storytable/domain';
import { Star } from 'lucide-react';
import { Link } from 'wouter';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { Answer } from '../api/answer-request.ts';

const STATUS_TEXT: Record<HostJoinRequest['status'], string> = {
  authorizing: 'Waiting for the card',
  pending: 'Waiting for you',
  approved: 'Approved',
  declined: 'Declined',
  expired: 'Lapsed',
  withdrawn: 'Withdrawn',
};

/** 'No reviews yet' or '4.5 average over 3 reviews written'. */
export function reviewSummary(g: HostJoinRequest['guest']): string {
  if (g.reviewCount === 0 || g.averageRating === null) return 'No reviews written yet';
  const reviews = g.reviewCount === 1 ? 'review' : 'reviews';
  return `${g.averageRating.toFixed(1)} average over ${g.reviewCount} ${reviews} written`;
}

/** One request: who, their party's needs, their answer, and Approve / Decline while pending. */
export function RequestCard({
  request,
  onAnswer,
  busy,
}: {
  request: HostJoinRequest;
  onAnswer: (answer: Answer) => void;
  busy: boolean;
}) {
  const { guest } = request;
  const seats = `${request.seats} ${request.seats === 1 ? 'seat' : 'seats'}`;
  return (
    <li className="space-y-3 rounded-2xl border border-line bg-white p-4">
      <div className="flex items-start gap-3">
        <Avatar src={guest.profileImage} name={guest.name} />
        <div className="min-w-0 flex-1">
          <h3 className="font-medium text-ink">
            <Link href={`/profile/${guest.id}`} className="underline-offset-2 hover:underline">
              {guest.name}
            </Link>
          </h3>
          <p className="flex items-center gap-1 text-sm text-muted">
            <Star aria-hidden="true" className="size-4" />
            {reviewSummary(guest)}
          </p>
          <p className="text-sm text-ink">
            {seats}
            {request.amount > 0 ? ` · ${formatDollars(request.amount)} held on their card` : ''}
          </p>
        </div>
        <span className="rounded-full bg-cream px-3 py-1 text-xs font-medium text-ink">
          {STATUS_TEXT[request.status]}
        </span>
      </div>
      <ul className="space-y-1 text-sm text-ink" aria-label={`${guest.name}'s party`}>
        {request.partySeats.map((seat, i) => (
          // seats have no id of their own: their order is the party's
          // biome-ignore lint/suspicious/noArrayIndexKey: positions are stable
          <li key={i}>
            <span className="font-medium">{seat.name ?? guest.name}</span>:{' '}
            {dietaryLine({ needs: seat.needs, note: seat.note })}
          </li>
        ))}
      </ul>
      {request.answer ? (
        <blockquote className="rounded-xl bg-cream px-3 py-2 text-sm text-ink">
          {request.answer}
        </blockquote>
      ) : null}
      {request.status === 'pending' ? (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => onAnswer('approve')} disabled={busy}>
            Approve {guest.name}
          </Button>
          <Button variant="secondary" onClick={() => onAnswer('decline')} disabled={busy}>
            Decline {guest.name}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
