import { CONTACT_EMAIL } from '@storytable/domain';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button.tsx';
import { reopenCookieBanner } from '../lib/cookie-consent.ts';
import { LegalLayout, type LegalSection } from './legal-layout.tsx';

const COOKIES = [
  {
    type: 'Session',
    purpose: 'Keeps the site working while you browse, for example between pages of a form.',
    duration: 'Until browser closes',
  },
  {
    type: 'Authentication',
    purpose: 'Keeps you signed in and protects your requests against forgery.',
    duration: '2 weeks',
  },
  {
    type: 'Preference',
    purpose: 'Remembers your choices, such as having seen the welcome message.',
    duration: '1 year',
  },
  {
    type: 'Analytics',
    purpose: 'Counts visits and page views in aggregate so we can improve Storytable.',
    duration: '2 years',
  },
];

const cell = 'border-b border-line px-3 py-3 align-top sm:px-4';

const sections: LegalSection[] = [
  {
    id: 'what-are-cookies',
    title: 'What Cookies Are',
    content: (
      <p>
        Cookies are small text files a website stores in your browser. We also use your browser’s
        local storage for a few preferences; this policy covers both.
      </p>
    ),
  },
  {
    id: 'cookies-we-use',
    title: 'Cookies We Use',
    content: (
      <div className="mt-6 overflow-hidden rounded-2xl border border-line bg-white">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="px-3 pt-4 sm:px-4 pb-3 text-left font-semibold text-ink">
            Cookies on Storytable, what they do and how long they last
          </caption>
          <thead className="bg-brand-50">
            <tr>
              <th scope="col" className={`${cell} font-semibold`}>
                Type
              </th>
              <th scope="col" className={`${cell} font-semibold`}>
                Purpose
              </th>
              <th scope="col" className={`${cell} font-semibold whitespace-nowrap`}>
                Duration
              </th>
            </tr>
          </thead>
          <tbody>
            {COOKIES.map((cookie) => (
              <tr key={cookie.type} className="last:[&>*]:border-b-0">
                <th scope="row" className={`${cell} font-semibold`}>
                  {cookie.type}
                </th>
                <td className={`${cell} text-muted`}>{cookie.purpose}</td>
                <td className={cell}>{cookie.duration}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    ),
  },
  {
    id: 'your-choices',
    title: 'Your Choices',
    content: (
      <>
        <p>
          Session, authentication and preference cookies are needed for Storytable to work, so they
          cannot be switched off. Statistics and marketing cookies stay off until you allow them;
          you can change your choice at any time, and signed-in members also find it in their
          account settings under Privacy.
        </p>
        <p>
          <Button variant="secondary" onClick={reopenCookieBanner}>
            Cookie settings
          </Button>
        </p>
        <p>
          You can also block or delete cookies in your browser settings. If you block authentication
          cookies, you will not be able to sign in.
        </p>
      </>
    ),
  },
  {
    id: 'more',
    title: 'More Information',
    content: (
      <p>
        Our <Link href="/privacy">Privacy Policy</Link> explains how we handle your personal data.
        Questions about cookies? Write to us at{' '}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
    ),
  },
];

export function CookiesPage() {
  return (
    <LegalLayout
      title="Cookie Policy"
      summary={<p>The few cookies Storytable uses, what each one is for, and how long it lasts.</p>}
      sections={sections}
    />
  );
}
