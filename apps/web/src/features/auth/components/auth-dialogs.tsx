import { DINNER_PATH } from '@storytable/domain';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import {
  closeAuthDialog,
  openAuthDialog,
  setAuthDialogMode,
  useAuthDialog,
} from '@/lib/auth-dialog.ts';
import { GoogleButton } from './google-button.tsx';
import { LoginForm } from './login-form.tsx';
import { OrDivider } from './or-divider.tsx';
import { RegisterForm } from './register-form.tsx';
import { ResetLinkDialog } from './reset-link-dialog.tsx';

const copy = {
  login: {
    title: 'Welcome back',
    description: 'Log in to reserve your seat at the table.',
    switchPrompt: "Don't have an account?",
    switchLabel: 'Sign up',
  },
  register: {
    title: 'Join Storytable',
    description: 'Create an account to find a table, or to host one of your own.',
    switchPrompt: 'Already have an account?',
    switchLabel: 'Log in',
  },
} as const;

/** The sign-in / sign-up dialog and the reset-link dialog it leads to. */
export default function AuthDialogs() {
  const { open, mode, openedAt, next } = useAuthDialog();
  const [resetOpen, setResetOpen] = useState(false);
  const [location, navigate] = useLocation();
  const text = copy[mode];
  const signedIn = () => {
    closeAuthDialog();
    if (next && next !== location) navigate(next);
  };
  // a dinner the visitor chose: the verification link returns there too (decision 050)
  const returnTo = next && DINNER_PATH.test(next) ? next : undefined;

  return (
    <>
      <Dialog open={open} onOpenChange={(next) => (next ? undefined : closeAuthDialog())}>
        <DialogContent title={text.title} description={text.description}>
          <div className="mt-6 space-y-5">
            {/* The key remounts the form: it resets on every open and every mode switch. */}
            {mode === 'login' ? (
              <LoginForm
                key={`login-${openedAt}`}
                onDone={signedIn}
                onForgotPassword={() => {
                  closeAuthDialog();
                  setResetOpen(true);
                }}
              />
            ) : (
              <RegisterForm key={`register-${openedAt}`} onDone={signedIn} returnTo={returnTo} />
            )}
            <OrDivider />
            <GoogleButton />
            <p className="text-center text-sm text-muted">
              {text.switchPrompt}{' '}
              <button
                type="button"
                onClick={() => setAuthDialogMode(mode === 'login' ? 'register' : 'login')}
                className="rounded font-semibold text-brand-600 underline-offset-4 hover:underline"
              >
                {text.switchLabel}
              </button>
            </p>
          </div>
        </DialogContent>
      </Dialog>
      <ResetLinkDialog
        open={resetOpen}
        onOpenChange={setResetOpen}
        onBackToLogin={() => {
          setResetOpen(false);
          openAuthDialog('login');
        }}
      />
    </>
  );
}
