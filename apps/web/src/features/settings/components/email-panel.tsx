import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangeEmailInput, changeEmailSchema } from '@storytable/domain';
import { Mail, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { toast } from '@/lib/toast.ts';
import { useChangeEmail } from '../api/change-email.ts';
import { SuccessNote } from './success-note.tsx';

const sentTo = (email: string) =>
  `We sent a confirmation link to ${email}. Your address changes once you open it; until then you keep signing in and receiving mail at your current address.`;

/** The email tab: the current password, the new address and its confirmation. */
export function EmailPanel({ currentEmail }: { currentEmail: string }) {
  const mutation = useChangeEmail();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const form = useForm<z.input<typeof changeEmailSchema>, unknown, ChangeEmailInput>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { currentPassword: '', newEmail: '', confirmEmail: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        setPendingEmail(values.newEmail);
        form.reset();
        toast({ title: 'Confirmation email sent', description: sentTo(values.newEmail) });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-muted">
        Current address: <span className="font-medium break-all text-ink">{currentEmail}</span>
      </p>
      {pendingEmail ? <SuccessNote icon={MailCheck}>{sentTo(pendingEmail)}</SuccessNote> : null}
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <TextField
        label="New email address"
        type="email"
        autoComplete="email"
        error={errors.newEmail?.message}
        {...form.register('newEmail')}
      />
      <TextField
        label="Confirm new email address"
        type="email"
        autoComplete="email"
        error={errors.confirmEmail?.message}
        {...form.register('confirmEmail')}
      />
      <Button type="submit" disabled={mutation.isPending} className="w-full sm:w-auto">
        <Mail aria-hidden="true" className="size-4" />
        {mutation.isPending ? 'Sending...' : 'Change email'}
      </Button>
    </form>
  );
}
