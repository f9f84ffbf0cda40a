import { type HostBadgeFields, hostBadge } from '@storytable/domain';
import { BadgeCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';

/** The host badge of cards (spec section 4): Verified Host, Pending Review, Unverified Host, Guest. */
export function HostBadge({ host, className }: { host: HostBadgeFields; className?: string }) {
  const badge = hostBadge(host);
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
