import { zodResolver } from '@hookform/resolvers/zod';
import { ErrorCode, registerSchema } from '@storytable/domain';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { PasswordStrengthMeter } from '@/components/password-strength-meter.tsx';
import { Button } from '@/components/ui/button.tsx';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { ApiError } from '@/lib/api-error.ts';
import { useRegister } from '../api/register.ts';
import { UsernameField } from './username-field.tsx';

type RegisterFormValues = z.input<typeof registerSchema>;

function NewTabLink({ href, children }: { href: string; children: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-brand-600 underline underline-offset-2 hover:text-brand-700"
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** Sign-up; `returnTo` (a dinner's page) is where the emailed verification link returns. */
export function RegisterForm({ onDone, returnTo }: { onDone: () => void; returnTo?: string }) {
  const mutation = useRegister();
  const form = useForm<RegisterFormValues, unknown, z.output<typeof registerSchema>>({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: '', username: '', email: '', password: '' },
  });
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(returnTo ? { ...values, returnTo } : values, {
      onSuccess: onDone,
      onError: (err) => {
        // The toast says it too; the field shows where to fix it.
        if (!(err instanceof ApiError)) return;
        if (err.code === ErrorCode.USERNAME_EXISTS)
          form.setError('username', { message: err.message });
        if (err.code === ErrorCode.EMAIL_EXISTS) form.setError('email', { message: err.message });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label="Full name"
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <UsernameField error={errors.username?.message} {...form.register('username')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <div className="space-y-2">
        <PasswordField
          label="Password"
          autoComplete="new-password"
          error={errors.password?.message}
          aria-describedby="register-password-strength"
          {...form.register('password')}
        />
        <PasswordStrengthMeter id="register-password-strength" password={password} />
      </div>
      <div className="space-y-1.5">
        <div className="flex items-start gap-3">
          <input
            id="register-terms"
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-brand-600"
            aria-invalid={errors.termsAgreed ? true : undefined}
            aria-describedby={errors.termsAgreed ? 'register-terms-error' : undefined}
            {...form.register('termsAgreed')}
          />
          <label htmlFor="register-terms" className="text-sm leading-snug text-ink">
            I agree to the <NewTabLink href="/terms">Terms of Service</NewTabLink> and{' '}
            <NewTabLink href="/privacy">Privacy Policy</NewTabLink>
          </label>
        </div>
        {errors.termsAgreed ? (
          <p id="register-terms-error" className="text-sm font-medium text-danger">
            {errors.termsAgreed.message}
          </p>
        ) : null}
      </div>
      <Button type="submit" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
}
