import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginInput, loginSchema } from '@storytable/domain';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { useLogin } from '../api/login.ts';
import { UsernameField } from './username-field.tsx';

export function LoginForm({
  onDone,
  onForgotPassword,
}: {
  onDone: () => void;
  onForgotPassword: () => void;
}) {
  const mutation = useLogin();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => mutation.mutate(values, { onSuccess: onDone }));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <UsernameField error={errors.username?.message} {...form.register('username')} />
      <div className="space-y-1.5">
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="flex justify-end">
          <button
            type="button"
            onClick={onForgotPassword}
            className="rounded text-sm font-medium text-brand-600 underline-offset-4 hover:underline"
          >
            Forgot password?
          </button>
        </div>
      </div>
      <Button type="submit" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? 'Logging in...' : 'Log in'}
      </Button>
    </form>
  );
}
