import type { AdminUser } from '@storytable/domain';
import { Badge } from '@/components/ui/badge.tsx';
import { ROLE_TONES, roleOf } from '../lib/admin-labels.ts';

/** The user's role in display order: Admin, Verified Host, Host, Pending Host, User. */
export function RoleBadge({ user }: { user: AdminUser }) {
  const role = roleOf(user);
  return <Badge tone={ROLE_TONES[role]}>{role}</Badge>;
}
