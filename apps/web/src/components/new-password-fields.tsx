import { useId } from 'react';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';
import { PasswordField } from './ui/password-field.tsx';
import type { TextFieldProps } from './ui/text-field.tsx';

type FieldProps = Omit<TextFieldProps, 'type' | 'trailing' | 'label'>;

/**
 * A new password with its strength meter, then its confirmation (reset page, settings). Each
 * field takes its form registration and error.
 */
export function NewPasswordFields({
  password,
  newPassword,
  confirmPassword,
}: {
  /** The new password as typed, for the meter. */
  password: string;
  newPassword: FieldProps;
  confirmPassword: FieldProps;
}) {
  const meterId = useId();
  return (
    <>
      <div className="space-y-2">
        <PasswordField
          label="New password"
          autoComplete="new-password"
          aria-describedby={meterId}
          {...newPassword}
        />
        <PasswordStrengthMeter id={meterId} password={password} />
      </div>
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        {...confirmPassword}
      />
    </>
  );
}
