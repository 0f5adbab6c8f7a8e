import { LegalDocument } from './legal-document.tsx';
import { PRIVACY_SECTIONS } from './privacy-sections.tsx';

/** /privacy-policy: what a beta that records video keeps, where, for how long, who sees it, how to delete it. */
export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      sections={PRIVACY_SECTIONS}
      summary={
        <>
          <h2 className="font-semibold">In short</h2>
          <p className="mt-2">
            Rehearse records video and audio of your interview answers to score them. Recordings stay on our
            servers, are deleted after 90 days, and only you can watch them. If you practise with an
            institute, its admin sees your scores, reports and progress, never your recordings. Eye contact is
            measured in your browser. We use only necessary cookies, never sell your data, and you can
            download or delete everything from your Profile.
          </p>
        </>
      }
    />
  );
}
