import { zodResolver } from '@hookform/resolvers/zod';
import { resetRequestSchema } from '@storytable/domain';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useSendResetLink } from '../api/reset-password.ts';

type Values = z.input<typeof resetRequestSchema>;

/** 'Forgot password?': asks for the account's email and sends a reset link. */
export function ResetLinkDialog({
  open,
  onOpenChange,
  onBackToLogin,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onBackToLogin: () => void;
}) {
  const mutation = useSendResetLink();
  const form = useForm<Values, unknown, z.output<typeof resetRequestSchema>>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit((values) => mutation.mutate(values));
  const sent = mutation.isSuccess;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          mutation.reset();
          form.reset();
        }
        onOpenChange(next);
      }}
    >
      <DialogContent
        title="Reset your password"
        description="Enter the email address of your account and we'll send you a link to choose a new password."
      >
        {sent ? (
          <div className="mt-6 space-y-5">
            <div
              role="status"
              className="flex gap-3 rounded-2xl bg-sage-100 p-4 text-sm text-sage-700"
            >
              <MailCheck aria-hidden="true" className="size-5 shrink-0" />
              <p>{mutation.data?.message ?? 'Please check your email.'}</p>
            </div>
            <Button variant="secondary" className="w-full" onClick={onBackToLogin}>
              Back to log in
            </Button>
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              error={form.formState.errors.email?.message}
              {...form.register('email')}
            />
            <Button type="submit" className="w-full" disabled={mutation.isPending}>
              {mutation.isPending ? 'Sending...' : 'Send reset link'}
            </Button>
            <button
              type="button"
              onClick={onBackToLogin}
              className="mx-auto block rounded text-sm font-medium text-brand-600 underline-offset-4 hover:underline"
            >
              Back to log in
            </button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
