import { looksLikeEmail } from '@storytable/domain';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { inputClasses } from '@/components/ui/text-field.tsx';
import { cn } from '@/lib/cn.ts';
import { toast } from '@/lib/toast.ts';
import { useSubscribe } from '../api/subscribe.ts';

/** Idle -> submitting -> subscribed, or back to idle on failure (spec section 4). */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const mutation = useSubscribe();
  const inputId = useId();

  if (mutation.isSuccess) {
    return (
      <div role="status" className="flex items-start gap-3 rounded-2xl bg-white/10 p-4">
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-200" />
        <div>
          <p className="font-semibold text-white">Thank you for subscribing!</p>
          <p className="mt-1 text-sm text-brand-100">
            You'll start receiving updates about our latest events and stories.
          </p>
        </div>
      </div>
    );
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!looksLikeEmail(email)) {
      toast({
        variant: 'destructive',
        title: 'Invalid email address',
        description: 'Please enter a valid email address',
      });
      return;
    }
    mutation.mutate(email.trim(), { onSuccess: () => setEmail('') });
  };

  const submitting = mutation.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="flex w-full flex-col gap-3 sm:flex-row">
      <label htmlFor={inputId} className="sr-only">
        Email address
      </label>
      <input
        id={inputId}
        type="email"
        name="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        disabled={submitting}
        className={cn(inputClasses, 'border-transparent sm:flex-1')}
      />
      <Button type="submit" variant="inverse" disabled={submitting}>
        {submitting ? 'Subscribing...' : 'Subscribe'}
      </Button>
    </form>
  );
}
