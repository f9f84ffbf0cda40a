import { TextField, type TextFieldProps } from '@/components/ui/text-field.tsx';

/** The username input of sign-in and sign-up: no capitals or spelling fixes forced on it. */
export function UsernameField(props: Omit<TextFieldProps, 'label'>) {
  return (
    <TextField
      label="Username"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}
