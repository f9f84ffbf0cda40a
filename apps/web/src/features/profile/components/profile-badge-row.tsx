import {
  type CurrentUser,
  hostStanding,
  type RoleLabel,
  type StandingFields,
} from '@storytable/domain';
import {
  Award,
  BadgeCheck,
  Clock3,
  Flame,
  type LucideIcon,
  ShieldX,
  Star,
  TrendingUp,
} from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';
import { type ProfileBadgeKind, profileBadges } from '../lib/profile-badges.ts';

type RoleFields = Pick<CurrentUser, 'isAdmin'> &
  StandingFields &
  Pick<CurrentUser, 'rating' | 'reviewCount' | 'eventStreak' | 'level'>;

const ROLE_TONES: Record<RoleLabel, BadgeTone> = {
  Admin: 'dark',
  'Verified Host': 'green',
  Host: 'brand',
  'Pending Host': 'yellow',
  User: 'gray',
};

const ACHIEVEMENT_ICONS: Record<ProfileBadgeKind, LucideIcon> = {
  'top-rated': Star,
  'expert-host': Award,
  streak: Flame,
  level: TrendingUp,
};

const icon = (Icon: LucideIcon) => <Icon aria-hidden="true" className="size-3.5" />;

/**
 * Role badge, host badge status (spec section 4, the profile's list) and the earned profile
 * badges. A host status that repeats the role ('Verified Host' twice) is shown once.
 */
export function ProfileBadgeRow({ user }: { user: RoleFields }) {
  const { role, status } = hostStanding(user);
  const earned = profileBadges(user);
  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label="Badges">
      <li>
        <Badge
          tone={ROLE_TONES[role]}
          icon={role === 'Verified Host' ? icon(BadgeCheck) : undefined}
        >
          {role}
        </Badge>
      </li>
      {status && status.label !== role ? (
        <li>
          <Badge
            tone={status.tone}
            icon={
              status.tone === 'green'
                ? icon(BadgeCheck)
                : status.tone === 'red'
                  ? icon(ShieldX)
                  : status.tone === 'yellow'
                    ? icon(Clock3)
                    : undefined
            }
          >
            {status.label}
          </Badge>
        </li>
      ) : null}
      {earned.map((b) => (
        <li key={b.kind}>
          <Badge tone="outline" icon={icon(ACHIEVEMENT_ICONS[b.kind])}>
            {b.label}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
