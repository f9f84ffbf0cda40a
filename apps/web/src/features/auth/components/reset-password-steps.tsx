import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordFormSchema } from '@storytable/domain';
import { CircleCheck, KeyRound, MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { NewPasswordFields } from '@/components/new-password-fields.tsx';
import { Button } from '@/components/ui/button.tsx';
import { openAuthDialog } from '@/lib/auth-dialog.ts';
import { toast } from '@/lib/toast.ts';
import { useRequestReset } from '../api/request-reset.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { ResetLinkForm } from './reset-link-form.tsx';

function Card({ step, children }: { step: 1 | 2; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md">
      <div className="mb-8 text-center">
        <span className="mx-auto mb-5 flex size-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
          <KeyRound aria-hidden="true" className="size-7" />
        </span>
        <h1 className="font-serif text-4xl font-semibold text-ink">Reset Password</h1>
        <p className="mt-2 text-sm font-medium tracking-wide text-muted uppercase">
          Step {step} of 2
        </p>
      </div>
      <div className="rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8">{children}</div>
    </div>
  );
}

/** Step 1: the account's email; the server sends a link (same answer whether it exists or not). */
export function EmailStep() {
  const mutation = useRequestReset();

  if (mutation.isSuccess) {
    return (
      <Card step={2}>
        <h2 className="font-serif text-2xl font-semibold text-ink">Check your email</h2>
        <div
          role="status"
          className="mt-4 flex gap-3 rounded-2xl bg-sage-100 p-4 text-sm text-sage-700"
        >
          <MailCheck aria-hidden="true" className="size-5 shrink-0" />
          <p>{mutation.data?.message}</p>
        </div>
        <p className="mt-4 text-sm leading-relaxed text-muted">
          The link in that email brings you back to this page, where you choose your new password
          and confirm it. The link can be used once.
        </p>
        <Button variant="secondary" className="mt-6 w-full" onClick={() => mutation.reset()}>
          Use a different email
        </Button>
      </Card>
    );
  }

  return (
    <Card step={1}>
      <h2 className="font-serif text-2xl font-semibold text-ink">Forgot your password?</h2>
      <p className="mt-2 text-sm leading-relaxed text-muted">
        Enter the email address of your account and we'll send you a link to choose a new one.
      </p>
      <ResetLinkForm onSend={(values) => mutation.mutate(values)} pending={mutation.isPending} />
    </Card>
  );
}

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
      <Card step={2}>
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
      </Card>
    );
  }

  return (
    <Card step={2}>
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
    </Card>
  );
}
