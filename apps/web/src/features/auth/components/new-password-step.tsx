import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordFormSchema } from '@storytable/domain';
import { CircleCheck } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { NewPasswordFields } from '@/components/new-password-fields.tsx';
import { Button } from '@/components/ui/button.tsx';
import { openAuthDialog } from '@/lib/auth-dialog.ts';
import { toast } from '@/lib/toast.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { ResetStepCard } from './reset-step-card.tsx';

type PasswordValues = z.input<typeof resetPasswordFormSchema>;

/** Step 2 (opened from the emailed link): the new password and its confirmation. */
export function NewPasswordStep({ token }: { token: string }) {
  const mutation = useResetPassword();
  const form = useForm<PasswordValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(
      { token, ...values },
      {
        onSuccess: (res) =>
          toast({
            title: 'Password reset',
            description: res?.message ?? 'You can now log in with your new password.',
          }),
      },
    ),
  );

  if (mutation.isSuccess) {
    return (
      <ResetStepCard step={2}>
        <div role="status" className="text-center">
          <CircleCheck aria-hidden="true" className="mx-auto size-10 text-success" />
          <h2 className="mt-3 font-serif text-2xl font-semibold text-ink">
            Your password is reset
          </h2>
          <p className="mt-2 text-sm text-muted">You can now log in with your new password.</p>
        </div>
        <Button className="mt-6 w-full" onClick={() => openAuthDialog('login')}>
          Log in
        </Button>
      </ResetStepCard>
    );
  }

  return (
    <ResetStepCard step={2}>
      <h2 className="font-serif text-2xl font-semibold text-ink">Choose a new password</h2>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
        <NewPasswordFields
          password={password}
          newPassword={{ error: errors.password?.message, ...form.register('password') }}
          confirmPassword={{
            error: errors.confirmPassword?.message,
            ...form.register('confirmPassword'),
          }}
        />
        <Button type="submit" className="w-full" disabled={mutation.isPending}>
          {mutation.isPending ? 'Resetting...' : 'Reset password'}
        </Button>
      </form>
    </ResetStepCard>
  );
}
