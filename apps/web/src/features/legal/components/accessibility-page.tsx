import { CONTACT_EMAIL } from '@storytable/domain';
import { LegalLayout, type LegalSection } from './legal-layout.tsx';

const sections: LegalSection[] = [
  {
    id: 'commitment',
    title: 'Our Commitment',
    content: (
      <p>
        Everyone deserves a seat at the table. We want Storytable to be usable by as many people as
        possible, whatever device, browser or assistive technology they use.
      </p>
    ),
  },
  {
    id: 'conformance',
    title: 'Conformance Status',
    content: (
      <>
        <p>
          Storytable is <strong>partially conformant</strong> with the Web Content Accessibility
          Guidelines (WCAG) 2.1 level AA. Partially conformant means that some parts of the content
          do not yet fully conform to the standard.
        </p>
        <p>What we do to get there:</p>
        <ul>
          <li>every page is usable with a keyboard alone, with a visible focus indicator;</li>
          <li>pages use headings, landmarks and labels that screen readers can navigate;</li>
          <li>text and controls meet the AA contrast ratios;</li>
          <li>layouts adapt from small phones to large screens and respect reduced motion;</li>
          <li>automated accessibility checks run on our main pages with every change.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'limitations',
    title: 'Known Limitations',
    content: (
      <ul>
        <li>
          <strong>Card payment form:</strong> the payment fields are provided by our third-party
          card payment provider inside an embedded frame, so we cannot fully control how they behave
          with assistive technology.
        </li>
        <li>
          <strong>Identity verification:</strong> host verification opens the verification
          provider’s own pages in a separate window, which follow that provider’s accessibility
          standards.
        </li>
        <li>
          <strong>Content from members:</strong> photos and event descriptions written by hosts and
          guests may lack text alternatives or clear structure.
        </li>
      </ul>
    ),
  },
  {
    id: 'feedback',
    title: 'Feedback',
    content: (
      <p>
        If something on Storytable is hard to use, or you need content in another format, email us
        at <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>. Tell us the page and what
        happened. We aim to respond within 5 business days.
      </p>
    ),
  },
  {
    id: 'technical',
    title: 'Technical Specifications',
    content: (
      <p>
        Storytable relies on HTML, CSS, JavaScript and WAI-ARIA, and is tested with current versions
        of major browsers.
      </p>
    ),
  },
];

export function AccessibilityPage() {
  return (
    <LegalLayout
      title="Accessibility Statement"
      summary={<p>How accessible Storytable is today, where we fall short, and how to reach us.</p>}
      sections={sections}
    />
  );
}
