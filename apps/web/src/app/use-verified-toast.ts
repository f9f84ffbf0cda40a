import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { toast } from '@/lib/toast.ts';

/**
 * The email-verification link lands on /profile?verified=1 (or /?verified=0 for a bad token).
 * The flag becomes a toast, then leaves the address bar.
 */
export function useVerifiedToast() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const flag = params.get('verified');
    if (flag === null) return;
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
    params.delete('verified');
    const rest = params.toString();
    navigate(rest ? `${location}?${rest}` : location, { replace: true });
  }, [search, location, navigate]);
}
