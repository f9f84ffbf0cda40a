import { hostStanding, type StandingFields } from '@storytable/domain';
import { BadgeCheck, Sparkles } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';

/** The host badge of cards (spec section 4): Verified Host, Pending Review, Unverified Host, Guest. */
export function HostBadge({ host, className }: { host: StandingFields; className?: string }) {
  const badge = hostStanding(host).card;
  return (
    <Badge
      tone={badge.tone}
      className={className}
      icon={
        badge.tone === 'green' ? <BadgeCheck aria-hidden="true" className="size-3.5" /> : undefined
      }
    >
      {badge.label}
    </Badge>
  );
}

/** 'Featured' on a featured event's card, dialog and page. */
export function FeaturedBadge() {
  return (
    <Badge tone="dark" icon={<Sparkles aria-hidden="true" className="size-3" />}>
      Featured
    </Badge>
  );
}

/** 'Request to join' on a dinner whose host approves each guest (decision 068). */
export function RequestToJoinBadge() {
  return <Badge tone="dark">Request to join</Badge>;
}

/** An event's category tags on its cover picture. */
export function CoverTags({ tags }: { tags: readonly string[] }) {
  return tags.map((tag) => (
    <Badge key={tag} tone="outline" className="border-white/60 bg-white/95 text-brand-900">
      {tag}
    </Badge>
  ));
}
