import { type CurrentUser, canCreateEvents } from '@storytable/domain';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button.tsx';

const StripeSetupDialog = lazy(() => import('@/components/stripe-setup-dialog.tsx'));

/** 'Create Event' goes to /create only when payout onboarding is done; otherwise it explains. */
export function CreateEventButton({
  user,
  className,
  size = 'sm',
  onNavigate,
}: {
  user: CurrentUser;
  className?: string;
  size?: 'sm' | 'md';
  onNavigate?: () => void;
}) {
  const [, navigate] = useLocation();
  const [blocked, setBlocked] = useState(false);
  return (
    <>
      <Button
        size={size}
        className={className}
        onClick={() => {
          if (canCreateEvents(user)) {
            onNavigate?.();
            navigate('/create');
          } else {
            setBlocked(true);
          }
        }}
      >
        <Plus aria-hidden="true" className="size-4" />
        Create Event
      </Button>
      {blocked ? (
        <Suspense fallback={null}>
          <StripeSetupDialog open={blocked} onOpenChange={setBlocked} />
        </Suspense>
      ) : null}
    </>
  );
}
