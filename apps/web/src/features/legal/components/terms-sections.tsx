import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { ContactLink, type LegalSection } from './legal-document.tsx';

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'about',
    title: 'About these terms',
    body: (
      <p>
        These terms apply to your use of Rehearse, a service for practising job interviews with an AI
        interviewer. By creating an account or using the service you agree to them. If you use Rehearse
        through a school or other institute, your institute may have its own rules as well.
      </p>
    ),
  },
  {
    id: 'beta',
    title: 'A beta service',
    body: (
      <p>
        Rehearse is in beta. Features may change, be added or be removed, and the service may sometimes be
        slow or unavailable. We work hard not to lose data, but during the beta we cannot promise that every
        interview or report will always be available; keep your own copy of anything you cannot afford to
        lose.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <ul>
        <li>
          You sign in with your Google account, or with the email and password your institute set up for you.
        </li>
        <li>
          One account is for one person. Keep your sign-in details private and tell us if you think someone
          else has used your account.
        </li>
        <li>Institute accounts are created and managed by the institute, which decides who is a member.</li>
      </ul>
    ),
  },
  {
    id: 'plans',
    title: 'Plans and payment',
    body: (
      <p>
        The Free plan and the paid Student and Institute plans, with what each includes, are described on the{' '}
        <Link to={paths.pricing.getHref()}>Pricing</Link> page. We never charge you without your explicit
        order, and if a price changes we will tell you before it applies to you.
      </p>
    ),
  },
  {
    id: 'recordings',
    title: 'Camera, microphone and recordings',
    body: (
      <>
        <p>
          An interview uses your camera and microphone. Your browser asks for your permission first, and
          recording happens only while you answer a question. By recording an answer you agree that Rehearse
          stores and processes the recording to transcribe and score it, as described in our{' '}
          <Link to={paths.privacyPolicy.getHref()}>Privacy Policy</Link>.
        </p>
        <p>Record only yourself. Do not record other people without their consent.</p>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content',
    body: (
      <p>
        Your resume, the job descriptions you paste, your answers and your recordings remain yours. You allow
        us to store and process them only to provide the service to you: to plan your questions, transcribe
        and score your answers and show you your reports. We do not use them to train AI models and we do not
        sell them. Only upload content that you have the right to share.
      </p>
    ),
  },
  {
    id: 'ai-feedback',
    title: 'About the AI feedback',
    body: (
      <p>
        Questions, transcripts, scores and feedback are produced automatically. They can be wrong, for example
        when a word is transcribed incorrectly or the lighting makes eye contact hard to measure. They are
        practice aids, not an assessment by an employer, and they do not guarantee any interview result or job
        offer. Do not use Rehearse reports to make decisions about other people, such as hiring or grading.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>When using Rehearse, do not:</p>
        <ul>
          <li>upload unlawful, offensive or misleading content, or other people&apos;s personal data;</li>
          <li>share your account, or pretend to be someone else;</li>
          <li>
            try to get into other accounts or our systems, disrupt the service, or copy the question bank or
            other content with automated tools;
          </li>
          <li>use the service to break any law.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'institutes',
    title: 'Institutes',
    body: (
      <p>
        An institute that adds members is responsible for having the right to give us their names and email
        addresses and for telling them that they will be recorded while they practise. Institute
        administrators see their members&apos; list, not their recordings or reports.
      </p>
    ),
  },
  {
    id: 'ending',
    title: 'Ending your use',
    body: (
      <p>
        You can stop using Rehearse at any time and ask us to delete your account by writing to{' '}
        <ContactLink />. We may suspend or close an account that breaks these terms; where we can, we will
        tell you why first.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <p>
        We provide Rehearse as it is during the beta. To the extent the law allows, we are not liable for
        indirect losses, such as a missed job opportunity, arising from your use of the service. Nothing in
        these terms limits rights that you have under consumer protection law.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms as the product develops. We will post every change on this page with a new
        date and tell you in the app or by email before an important change applies. If you keep using
        Rehearse after that, the new terms apply.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms: <ContactLink />, or use the{' '}
        <Link to={paths.contactUs.getHref()}>Contact Us</Link> form.
      </p>
    ),
  },
];
