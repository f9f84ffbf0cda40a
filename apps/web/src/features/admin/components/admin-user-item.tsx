import type { AdminUser } from '@storytable/domain';
import { format } from 'date-fns';
import { DeleteUserDialog } from './delete-user-dialog.tsx';
import { UserSummary } from './user-summary.tsx';

/** One user of All Users: who they are, when they joined, and 'Delete User'. */
export function AdminUserItem({ user }: { user: AdminUser }) {
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
        <DeleteUserDialog user={user} />
      </div>
    </li>
  );
}
