import { CAPACITY_MAX, WELCOME_FLAG_KEY } from '@storytable/domain';
import { Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog.tsx';
import { openAuthDialog } from '@/lib/auth-dialog.ts';
import { storage } from '@/lib/storage.ts';

const PERKS = [
  'Shape the format of our first facilitated dinners',
  `Host a small table of curious guests, up to ${CAPACITY_MAX}, at a restaurant you love`,
  'Be featured among our founding hosts',
];

/** The once-per-browser welcome, addressed to prospective founding hosts. */
export default function WelcomeModal() {
  const [open, setOpen] = useState(true);
  useEffect(() => {
    // The flag is set when the modal opens, not when it closes.
    storage.setItem(WELCOME_FLAG_KEY, 'true');
  }, []);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        size="lg"
        animation="data-[state=open]:animate-welcome-in"
        title="Become a founding host"
        description="Storytable is setting its first tables. We're inviting a small circle of founding hosts: people with a story worth telling who love bringing strangers together over dinner."
      >
        <ul className="mt-6 space-y-3">
          {PERKS.map((perk) => (
            <li key={perk} className="flex items-start gap-3 text-sm text-ink">
              <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-500" />
              {perk}
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Maybe later</Button>
          </DialogClose>
          <Button
            onClick={() => {
              setOpen(false);
              openAuthDialog('register');
            }}
          >
            Join as a Host
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
