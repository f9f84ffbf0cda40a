import type { AdminUser } from '@storytable/domain';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { deleteUserFailure, useDeleteUser } from '../api/delete-user.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

// What the account-removal service does (docs/decisions/021-account-removal-and-settings.md).
const CONSEQUENCES = [
  'Their upcoming reservations are cancelled; paid seats are refunded as each dinner’s refund policy refunds a cancellation today.',
  'Dinners they host are cancelled; their guests are refunded and told by email.',
  'Their profile, photo, bio, follows, sessions and newsletter subscription are removed, and they can no longer log in.',
  'Reviews they wrote stay, signed ‘Former guest’. Payment and refund records are kept for accounting.',
];

/** 'Delete User' with a confirmation naming what removal does; disabled for admins. */
export function DeleteUserDialog({ user }: { user: AdminUser }) {
  const mutation = useDeleteUser();
  const trigger = (
    <Button
      variant="danger"
      size="sm"
      disabled={user.isAdmin}
      aria-label={`Delete User ${user.name}`}
      title={user.isAdmin ? 'Admin accounts cannot be deleted' : undefined}
    >
      <Trash2 aria-hidden="true" className="size-4" />
      Delete User
    </Button>
  );
  if (user.isAdmin) return trigger;
  return (
    <ConfirmDialog
      trigger={trigger}
      title={`Delete ${user.name}?`}
      description={`@${user.username} (${user.email}). This cannot be undone. Deleting the account:`}
      consequences={CONSEQUENCES}
      confirmLabel="Delete user"
      pendingLabel="Deleting..."
      onConfirm={() => mutation.mutateAsync(user.id)}
      failure={deleteUserFailure}
    />
  );
}
