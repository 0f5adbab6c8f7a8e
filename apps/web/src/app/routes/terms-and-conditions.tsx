import { LegalPage } from '@/components/layout/legal-page.tsx';

export default function TermsAndConditionsRoute() {
  return (
    <LegalPage title="Terms and Conditions">
      <p>
        Rehearse is a beta service for practising job interviews. By using it you agree to use it for your own
        practice, to keep your sign-in details private and not to upload content you have no right to share.
      </p>
      <p>
        Scores and feedback are produced automatically and are meant to help you prepare; they are not an
        assessment by an employer. The service may change while it is in beta.
      </p>
    </LegalPage>
  );
}
