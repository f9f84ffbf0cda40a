import { CONTACT_EMAIL } from '@storytable/domain';
import { Link } from 'wouter';
import { LegalLayout, type LegalSection } from './legal-layout.tsx';

const sections: LegalSection[] = [
  {
    id: 'what-we-collect',
    title: 'What We Collect',
    content: (
      <ul>
        <li>
          <strong>Account details:</strong> your name, username and email address, and your
          password, which we store only as a one-way hash.
        </li>
        <li>
          <strong>Profile:</strong> the photo and bio you choose to add, and the hosts you follow.
        </li>
        <li>
          <strong>Activity:</strong> the events you reserve, attend, host or review, and the reviews
          you write.
        </li>
        <li>
          <strong>Hosts:</strong> your host application and the result of your identity
          verification, including the verified name and document details we need to confirm who you
          are.
        </li>
        <li>
          <strong>Technical data:</strong> cookies, your IP address and browser information, used to
          keep you signed in and to protect the service from abuse.
        </li>
      </ul>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How We Use Your Information',
    content: (
      <>
        <ul>
          <li>to run your account and your reservations;</li>
          <li>to show hosts the guests at their table, and guests who is hosting;</li>
          <li>to review host applications and keep the community safe;</li>
          <li>to send the emails described below;</li>
          <li>to understand, in aggregate, how Storytable is used and improve it.</li>
        </ul>
        <p>We do not sell your personal information, and we do not share it with advertisers.</p>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Payments',
    content: (
      <p>
        Card payments and host payouts are handled by our third-party card payment provider. Your
        card details go directly to the provider and never touch our servers; we keep only what we
        need to match a payment to your reservation, such as its amount, status and reference. The
        provider processes your data under its own privacy policy.
      </p>
    ),
  },
  {
    id: 'email',
    title: 'Email',
    content: (
      <p>
        We send the emails needed to run your account, such as address verification, password resets
        and reservation updates. Our newsletter is sent only if you subscribe, and every issue lets
        you unsubscribe. You can also change your marketing preferences in your account settings.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    content: (
      <p>
        We use a small number of cookies and similar browser storage to keep you signed in, remember
        your choices and measure how the site is used. Our{' '}
        <Link href="/cookies">Cookie Policy</Link> lists each one, what it is for and how long it
        lasts.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    content: (
      <ul>
        <li>
          <strong>Export your data:</strong> download a copy of your account data as a JSON file
          from your account settings.
        </li>
        <li>
          <strong>Delete your account:</strong> delete your account and its personal data from your
          account settings at any time. We keep only records the law requires us to keep, such as
          payment records.
        </li>
        <li>
          <strong>Correct your data:</strong> edit your profile, email and password yourself, or ask
          us to fix anything you cannot change.
        </li>
        <li>
          <strong>Ask us:</strong> write to us to access, restrict or object to our use of your
          data.
        </li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    content: (
      <p>
        Passwords are hashed with a modern algorithm (argon2id) and never shown to anyone, including
        us. Sessions use secure, HttpOnly cookies, every change to your account is protected against
        cross-site request forgery, and sign-in attempts are rate limited. No system is perfectly
        secure; if we learn of a breach that affects you, we will tell you promptly.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <p>
        Questions or requests about your privacy? Write to us at{' '}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalLayout
      title="Privacy Policy"
      summary={
        <p>
          What we collect when you use Storytable, why we need it, and the control you have over it.
        </p>
      }
      sections={sections}
    />
  );
}
