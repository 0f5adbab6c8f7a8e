import { LegalPage } from '@/components/layout/legal-page.tsx';

export default function PrivacyPolicyRoute() {
  return (
    <LegalPage title="Privacy Policy">
      <p>
        Rehearse keeps your account details, the interviews you create, your recorded answers and the reports
        made from them, so that you can review your progress. Your data is protected by encryption in transit.
      </p>
      <p>
        We use only necessary cookies and browser storage: your sign-in session, your sidebar preference and
        your answer to the cookie notice. We do not use tracking or advertising cookies.
      </p>
    </LegalPage>
  );
}
