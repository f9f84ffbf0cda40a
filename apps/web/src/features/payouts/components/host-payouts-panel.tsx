import type { CurrentUser } from '@storytable/domain';
import { CircleCheck, Landmark, RefreshCw } from 'lucide-react';
import { Link } from 'wouter';
import { FormSection } from '@/components/form-section.tsx';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { useCreateConnectAccount } from '../api/create-connect-account.ts';
import { useRefreshPayoutStatus } from '../api/refresh-payout-status.ts';
import { PAYOUT_STATE_LABELS, type PayoutState, payoutState } from '../lib/payout-state.ts';

const TONES: Record<PayoutState, BadgeTone> = {
  complete: 'green',
  pending: 'yellow',
  'not-connected': 'gray',
};

const EXPLANATIONS: Record<Exclude<PayoutState, 'complete'>, string> = {
  'not-connected':
    'Guests pay for your dinners by card through Stripe, our payment provider, and the money goes to your own Stripe account. Connecting it is a one-time setup that takes a few minutes, and you need it before you can create events.',
  pending:
    'Your Stripe account exists but is not active yet: Stripe may still be checking your details, or some information is missing. Continue the setup to finish it.',
};

function NotAHost({ user }: { user: CurrentUser }) {
  const applied = user.manualReviewStatus === 'pending';
  return (
    <div className="rounded-2xl border border-line bg-white p-6">
      <p className="leading-7 text-ink">
        {applied
          ? 'Thanks for applying to host. Our team is reviewing your application; once you are approved, you can connect your payout account here.'
          : 'Payouts are for hosts. Hosting on Storytable starts with a host application, which our team reviews. Once you are approved as a host, you connect your payout account here to receive payments for your dinners.'}
      </p>
    </div>
  );
}

function HostPayouts({ user, checking }: { user: CurrentUser; checking: boolean }) {
  const state = payoutState(user);
  const setup = useCreateConnectAccount();
  const refresh = useRefreshPayoutStatus();
  const leaving = setup.isPending || setup.isSuccess;
  return (
    <div className="space-y-5 rounded-2xl border border-line bg-white p-6">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm font-medium text-ink">Payout status</span>
        <Badge tone={TONES[state]}>{PAYOUT_STATE_LABELS[state]}</Badge>
        {checking ? (
          <span role="status" className="text-sm text-muted">
            Checking your payout status...
          </span>
        ) : null}
      </div>
      {state === 'complete' ? (
        <>
          <p className="flex items-start gap-2 font-medium text-success">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            Your payout account is active
          </p>
          <p className="leading-7 text-muted">
            Guests' payments for your dinners go to your Stripe account. You're ready to set a
            table.
          </p>
          <Link href="/create" className={buttonClasses('primary')}>
            Create Event
          </Link>
        </>
      ) : (
        <>
          <p className="leading-7 text-muted">{EXPLANATIONS[state]}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button disabled={leaving} onClick={() => setup.mutate()}>
              <Landmark aria-hidden="true" className="size-4" />
              {leaving ? 'Redirecting to Stripe...' : 'Setup Stripe Account'}
            </Button>
            {state === 'pending' ? (
              <Button
                variant="secondary"
                disabled={refresh.isPending || checking}
                onClick={() => refresh.mutate()}
              >
                <RefreshCw aria-hidden="true" className="size-4" />
                {refresh.isPending ? 'Checking...' : 'Check status'}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}

/** The host tab: payout status and onboarding for hosts, an explanation for everyone else. */
export function HostPayoutsPanel({ user, checking }: { user: CurrentUser; checking: boolean }) {
  return (
    <FormSection
      look="panel"
      bare
      icon={Landmark}
      title="Host Payouts"
      description="How you receive payments for the dinners you host."
    >
      {user.isHost ? <HostPayouts user={user} checking={checking} /> : <NotAHost user={user} />}
    </FormSection>
  );
}
