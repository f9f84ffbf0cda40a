import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog.tsx';

/** Shown instead of navigating to /create while the host's payout onboarding is not complete. */
export default function StripeSetupDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [, navigate] = useLocation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Stripe Account Setup Required"
        description="Before you can create events and receive payments, you need to complete a one-time Stripe account setup. It only takes a few minutes."
      >
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button
            onClick={() => {
              onOpenChange(false);
              navigate('/settings?tab=host');
            }}
          >
            Setup Stripe Account
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
