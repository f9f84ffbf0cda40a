import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangePasswordInput, changePasswordSchema } from '@storytable/domain';
import { CircleCheck, KeyRound } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { NewPasswordFields } from '@/components/new-password-fields.tsx';
import { Button } from '@/components/ui/button.tsx';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { toast } from '@/lib/toast.ts';
import { useChangePassword } from '../api/change-password.ts';
import { SuccessNote } from './success-note.tsx';

const SIGNED_OUT_ELSEWHERE =
  'You are still signed in here; every other device and browser has been signed out.';

/** The password tab: current password, the new one with its strength, and the confirmation. */
export function PasswordPanel() {
  const mutation = useChangePassword();
  const form = useForm<z.input<typeof changePasswordSchema>, unknown, ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control: form.control, name: 'newPassword' }) ?? '';
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        form.reset();
        toast({ title: 'Password updated', description: SIGNED_OUT_ELSEWHERE });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {mutation.isSuccess ? (
        <SuccessNote icon={CircleCheck}>
          Your password has been changed. {SIGNED_OUT_ELSEWHERE}
        </SuccessNote>
      ) : null}
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <NewPasswordFields
        password={newPassword}
        newPassword={{ error: errors.newPassword?.message, ...form.register('newPassword') }}
        confirmPassword={{
          error: errors.confirmPassword?.message,
          ...form.register('confirmPassword'),
        }}
      />
      <Button type="submit" disabled={mutation.isPending} className="w-full sm:w-auto">
        <KeyRound aria-hidden="true" className="size-4" />
        {mutation.isPending ? 'Updating...' : 'Update password'}
      </Button>
    </form>
  );
}
