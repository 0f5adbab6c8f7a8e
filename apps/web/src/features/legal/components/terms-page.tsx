import { LegalDocument } from './legal-document.tsx';
import { TERMS_SECTIONS } from './terms-sections.tsx';

/** /terms-and-conditions for the beta. */
export function TermsPage() {
  return (
    <LegalDocument
      title="Terms and Conditions"
      sections={TERMS_SECTIONS}
      summary={
        <>
          <h2 className="font-semibold">In short</h2>
          <p className="mt-2">
            Rehearse is a beta service for practising interviews. Use it for your own practice, record only
            yourself, and treat the AI&apos;s scores as guidance rather than a verdict. Your content stays
            yours.
          </p>
        </>
      }
    />
  );
}
