import type { AdminUser } from '@storytable/domain';
import { format } from 'date-fns';
import { ShieldPlus } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { DeleteUserDialog } from './delete-user-dialog.tsx';
import { UserSummary } from './user-summary.tsx';

/**
 * One user of All Users: who they are and when they joined, 'Make Admin' (disabled, described by
 * `makeAdminNote`) and 'Delete User'.
 */
export function AdminUserItem({ user, makeAdminNote }: { user: AdminUser; makeAdminNote: string }) {
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 sm:p-5 md:flex-row md:items-center">
      <UserSummary
        user={user}
        details={
          <>
            <span>Joined {format(new Date(user.createdAt), 'MMM d, yyyy')}</span>
            {user.emailVerified ? null : <span>· email not verified</span>}
          </>
        }
      />
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled
          aria-label={`Make Admin ${user.name}`}
          aria-describedby={makeAdminNote}
        >
          <ShieldPlus aria-hidden="true" className="size-4" />
          Make Admin
        </Button>
        <DeleteUserDialog user={user} />
      </div>
    </li>
  );
}
