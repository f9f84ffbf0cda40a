import { deleteAccountSchema } from '@storytable/domain';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog.tsx';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { toast } from '@/lib/toast.ts';
import { deleteFailure, useDeleteAccount } from '../api/delete-account.ts';

const CONSEQUENCES = [
  'Your upcoming reservations are cancelled; paid seats are refunded as each dinner’s refund policy refunds a cancellation today.',
  'Dinners you host are cancelled; their guests are refunded and told by email.',
  'Your profile, photo, bio, follows and preferences are removed.',
  'Reviews you wrote stay, signed as ‘Former guest’. Payment records are kept as the law requires.',
];

/**
 * The delete-account confirmation (the profile's dialog and the settings danger tab open this
 * one): says what happens, asks for the current password, then ends the session and goes home.
 */
export function DeleteAccountDialog({
  triggerLabel = 'Delete account',
}: {
  triggerLabel?: string;
}) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mutation = useDeleteAccount();
  const [, navigate] = useLocation();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setPassword('');
    setError(undefined);
    mutation.reset();
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = deleteAccountSchema.safeParse({ currentPassword: password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    mutation.mutate(parsed.data, {
      onSuccess: (res) => {
        setOpen(false);
        toast({ title: 'Account deleted', description: res?.message });
        navigate('/', { replace: true });
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="danger">
          <Trash2 aria-hidden="true" className="size-4" />
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Delete your account?"
        description="This cannot be undone. When you delete your account:"
      >
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-ink">
          {CONSEQUENCES.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setError(undefined);
            }}
            error={error}
            maxLength={100}
          />
          {mutation.error ? (
            <p role="alert" className="text-sm text-danger">
              {deleteFailure(mutation.error)}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Keep my account</Button>
            </DialogClose>
            <Button type="submit" variant="danger" disabled={mutation.isPending}>
              {mutation.isPending ? 'Deleting...' : 'Delete my account'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
