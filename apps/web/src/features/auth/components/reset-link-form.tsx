import { zodResolver } from '@hookform/resolvers/zod';
import { type ResetRequestInput, resetRequestSchema } from '@storytable/domain';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';

type Values = z.input<typeof resetRequestSchema>;

/** Asks for the account's email to send a reset link to; `children` follow the send button. */
export function ResetLinkForm({
  onSend,
  pending,
  children,
}: {
  onSend: (values: ResetRequestInput) => void;
  pending: boolean;
  children?: ReactNode;
}) {
  const form = useForm<Values, unknown, ResetRequestInput>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: '' },
  });
  return (
    <form onSubmit={form.handleSubmit(onSend)} noValidate className="mt-6 space-y-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Sending...' : 'Send reset link'}
      </Button>
      {children}
    </form>
  );
}
