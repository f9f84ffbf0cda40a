import { SETTINGS_MESSAGES } from '@storytable/domain';
import { toast } from '@/lib/toast.ts';
import { useFlagToast } from './use-flag-toast.ts';

function verified(flag: string) {
  if (flag === '1') {
    toast({
      title: 'Email verified',
      description: 'Thank you! Your email address is now verified.',
    });
  } else {
    toast({
      variant: 'destructive',
      title: 'Verification failed',
      description: 'This verification link is invalid or has expired. Please request a new one.',
    });
  }
}

function emailChanged(flag: string) {
  if (flag === '1') {
    toast({ title: 'Email changed', description: SETTINGS_MESSAGES.EMAIL_CHANGED });
  } else {
    toast({
      variant: 'destructive',
      title: 'Error',
      description: SETTINGS_MESSAGES.EMAIL_CHANGE_LINK_INVALID,
    });
  }
}

/**
 * The email-verification link lands on /profile?verified=1 (or /?verified=0 for a bad token);
 * the email-change link on /settings?tab=email&emailChanged=1 (or =0).
 */
export function useVerifiedToast() {
  useFlagToast('verified', verified);
  useFlagToast('emailChanged', emailChanged);
}
