import type { AdminUser } from '@storytable/domain';
import type { ReactNode } from 'react';
import { ProfileAvatar } from '@/components/profile-avatar.tsx';
import { RoleBadge } from './role-badge.tsx';

/** A user in the dashboard's lists: photo, name, username and email, role, then `details`. */
export function UserSummary({ user, details }: { user: AdminUser; details: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-1 items-start gap-4">
      <ProfileAvatar src={user.profileImage} name={user.name} className="size-11 text-lg" />
      <div className="min-w-0 space-y-1">
        <h3 className="font-semibold break-words text-ink">{user.name}</h3>
        <p className="text-sm text-muted">
          <span className="wrap-anywhere">@{user.username}</span>
          <span aria-hidden="true" className="hidden sm:inline">
            {' · '}
          </span>
          <span className="block wrap-anywhere sm:inline">{user.email}</span>
        </p>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
          <RoleBadge user={user} />
          {details}
        </div>
      </div>
    </div>
  );
}
