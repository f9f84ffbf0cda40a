import {
  CANCELLATION_CUTOFF_HOURS,
  CAPACITY_MAX,
  CONTACT_EMAIL,
  HOST_CHANGE_REFUND_TEXT,
  REFUND_POLICIES,
  REFUND_POLICY_LABELS,
  REFUND_POLICY_TEXT,
} from '@storytable/domain';
import { Link } from 'wouter';
import { LegalLayout, type LegalSection } from './legal-layout.tsx';

const sections: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of Terms',
    content: (
      <>
        <p>
          These Terms of Service are an agreement between you and Storytable. By creating an
          account, reserving a seat or hosting an event, you agree to them and to our{' '}
          <Link href="/privacy">Privacy Policy</Link>. If you do not agree, please do not use
          Storytable.
        </p>
        <p>You must be at least 18 years old to create an account.</p>
      </>
    ),
  },
  {
    id: 'service',
    title: 'Description of Service',
    content: (
      <>
        <p>
          Storytable is a marketplace for facilitated conversation dinners. Hosts publish events of
          up to {CAPACITY_MAX} guests at restaurants; guests browse, reserve a seat, pay when the
          event is paid, attend and review.
        </p>
        <p>
          Storytable provides the platform only. Restaurants are independent businesses, and hosts
          are independent organizers responsible for the events they run. Food and drink ordered at
          the restaurant are between you and the restaurant unless the event says otherwise.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'User Accounts',
    content: (
      <ul>
        <li>Give accurate information and keep your email address up to date.</li>
        <li>
          Keep your password secret. You are responsible for activity on your account; tell us at
          once if you think someone else has used it.
        </li>
        <li>One person, one account. Accounts may not be sold or transferred.</li>
        <li>Some features require a verified email address.</li>
      </ul>
    ),
  },
  {
    id: 'host-verification',
    title: 'Host Verification',
    content: (
      <>
        <p>
          Anyone may apply to host. Before a host can publish events, they must pass an identity
          verification check, be approved after a manual review by our team, and connect a payout
          account with our card payment provider.
        </p>
        <p>
          Verification confirms identity; it is not an endorsement of a host’s views or a guarantee
          of an event. We may suspend hosting rights at any time if a host breaks these terms.
        </p>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Payments and Refunds',
    content: (
      <>
        <p>
          Prices are shown in US dollars. Card payments are processed by our third-party card
          payment provider; we do not store card numbers. Paid reservations include a processing fee
          of 2.9% + 30 cents, shown before you pay.
        </p>
        <p>
          <strong>Each host sets the refund policy of their events.</strong> Read it on the event
          page before you reserve. You may cancel a reservation up to {CANCELLATION_CUTOFF_HOURS}{' '}
          hours before the event starts; after that cutoff, reservations can no longer be cancelled.
          Whether a cancellation is refunded in full or not at all follows the host’s policy, one
          of:
        </p>
        <ul>
          {REFUND_POLICIES.map((policy) => (
            <li key={policy}>
              <strong>{REFUND_POLICY_LABELS[policy]}:</strong> {REFUND_POLICY_TEXT[policy]}
            </li>
          ))}
        </ul>
        <p>
          If a host cancels an event, every reservation for it is cancelled and guests who paid are
          refunded. {HOST_CHANGE_REFUND_TEXT}
        </p>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Content Guidelines',
    content: (
      <>
        <p>
          Event descriptions, profiles, photos and reviews must be honest and respectful. Do not
          post content that:
        </p>
        <ul>
          <li>harasses, threatens or discriminates against anyone;</li>
          <li>is false, misleading, or infringes someone else’s rights;</li>
          <li>advertises unrelated products, or is spam;</li>
          <li>shares another person’s private information without consent.</li>
        </ul>
        <p>
          At the table, follow the community guidelines shown when you reserve or host: listen, make
          room for every voice, and keep what others share in confidence. You keep ownership of what
          you post and give us a license to display it on Storytable.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    content: (
      <p>
        You may stop using Storytable and ask us to delete your account at any time. We may suspend
        or close accounts that break these terms, put others at risk, or misuse payments.
        Reservations already paid are then handled under the host’s refund policy, unless the law
        requires otherwise.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to Terms',
    content: (
      <p>
        We may update these terms as Storytable grows. The date at the top of this page shows the
        latest version. When a change is significant we will tell you by email or in the app before
        it takes effect; continuing to use Storytable afterwards means you accept the new terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <p>
        Questions about these terms? Write to us at{' '}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalLayout
      title="Terms of Service"
      summary={
        <p>
          The rules of the table: what you can expect from Storytable, and what we ask of guests and
          hosts.
        </p>
      }
      sections={sections}
    />
  );
}
