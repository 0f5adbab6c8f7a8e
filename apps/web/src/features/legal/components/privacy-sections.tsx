import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { ContactLink, type LegalSection } from './legal-document.tsx';

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'what-we-store',
    title: 'What we store',
    body: (
      <>
        <p>We keep only what the service needs to run your practice interviews and show you your progress:</p>
        <ul>
          <li>
            <strong>Account data</strong>: your name, email address, profile picture address and role. If you
            sign in with Google we receive these from Google; we never see your Google password. For institute
            and administrator accounts we store the password only as a salted, deliberately slow hash
            (scrypt), never the password itself.
          </li>
          <li>
            <strong>Sign-in sessions</strong>: a random session token, stored on our side only as a hash, so
            that you stay signed in. Signing out deletes it.
          </li>
          <li>
            <strong>Interview set-up</strong>: the job title, round and difficulty you choose, and, if you
            provide them, your resume (PDF), the text we extract from it, and a job description you paste.
          </li>
          <li>
            <strong>Answer recordings</strong>: the video and audio of each answer you record. These
            recordings show your face and contain your voice.
          </li>
          <li>
            <strong>Results</strong>: transcripts of your answers, scores and written feedback, and
            communication measurements (speech rate, filler words, word repetitions, grammar, intonation) and
            an eye-contact percentage.
          </li>
          <li>
            <strong>Messages you send us</strong>: feedback ratings and comments, Contact Us messages and
            job-title requests, with the name, email and phone number you enter.
          </li>
          <li>
            <strong>Server logs</strong>: the time, the page or API address requested, the result and your IP
            address, used to keep the service secure and to find faults.
          </li>
        </ul>
        <p>
          <strong>Eye contact is measured in your browser.</strong> The face-detection model runs on your own
          device while you answer and only the resulting percentage is sent to us. No extra images, face
          landmarks or face descriptors leave your browser. (The answer recording itself, which shows your
          face, is uploaded as described above.)
        </p>
      </>
    ),
  },
  {
    id: 'where',
    title: 'Where your data is kept',
    body: (
      <p>
        Everything listed above is stored on servers that we operate or rent: account data, results and
        messages in our database, and resumes and recordings in our file storage, which only the Rehearse
        server can reach. The connection between your browser and Rehearse is encrypted with HTTPS (TLS).
      </p>
    ),
  },
  {
    id: 'ai-processing',
    title: 'How the AI processes your answers',
    body: (
      <>
        <p>
          By default Rehearse uses its own AI engine, which runs on our servers: it plans the questions,
          speaks them, transcribes your recorded answers and scores them. In this set-up your recordings,
          transcripts and resume are not sent to any outside AI company.
        </p>
        <p>
          Our servers can instead be configured to use an external AI provider that offers an
          OpenAI-compatible interface. If we do that, the data that provider needs is sent to it: for question
          planning and scoring, the job description, text from your resume, the questions and the transcripts
          of your answers; for transcription, the audio of your answers; for the interviewer&apos;s voice, the
          question text. We will name any such provider in this section before we switch it on, and we choose
          only providers that do not use customer data to train their models.
        </p>
        <p>
          We do not use your recordings, resumes or answers to train AI models, and we never sell your data.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Answer recordings and uploaded resumes: deleted 90 days after the interview.</li>
        <li>
          Transcripts, scores, reports and the text of your interview set-up: kept while your account exists,
          so that you can compare your progress, and deleted with your account.
        </li>
        <li>Account data: kept until you delete your account (Profile) or ask us to.</li>
        <li>Sign-in sessions: until you sign out or the session expires.</li>
        <li>Contact Us messages and job-title requests: 12 months after we have answered them.</li>
        <li>
          Server logs: kept by the operator of our servers for at most 30 days. Rehearse itself writes logs
          only to its standard output and never logs your answers, sign-in tokens or passwords.
        </li>
        <li>
          Backups: Rehearse makes no backups of its own; the operator of our servers keeps backups for at most
          30 days, so deleted data is gone from them within 30 days.
        </li>
      </ul>
    ),
  },
  {
    id: 'who-can-see',
    title: 'Who can see your data',
    body: (
      <ul>
        <li>
          <strong>You</strong>: only you can watch your recordings and read your transcripts and reports in
          the app.
        </li>
        <li>
          <strong>Your institute</strong>, if your account belongs to a school or other institute: its
          administrators see their institute&apos;s members (name, email address, the date the account was
          created) and each member&apos;s progress: how many interviews they practised and when, their scores,
          and their reports with the transcripts of their answers and the feedback, read only. They never see
          or download your answer recordings, and they cannot change or delete your interviews. An institute
          admin sees only their own institute&apos;s members.
        </li>
        <li>
          <strong>Our team</strong>: the super administrator sees the list of institutes (with their
          admin&apos;s email, how many members they have and how many interviews they practised this month),
          the individual users with their plan and how many interviews they used, and the messages sent
          through Contact Us and Request Job Title. Our staff access other data only when needed to keep the
          service running and secure, or to help when you ask for support.
        </li>
        <li>
          <strong>Service providers</strong>: Google, if you choose to sign in with Google, and an external AI
          provider only if one is configured as described above. Nobody else, unless the law requires it.
        </li>
      </ul>
    ),
  },
  {
    id: 'deletion',
    title: 'Access and deletion',
    body: (
      <>
        <p>
          On your <strong>Profile</strong> page you can change your name, download your data (a zip with your
          interviews, reports, transcripts and feedback as data.json, and your answer recordings) and delete
          your account. Deleting your account removes at once your recordings, resumes, transcripts, reports,
          feedback and account data; it cannot be undone. An institute admin&apos;s account goes with its
          institute: ask us to remove the institute.
        </p>
        <p>
          You can also ask us for a copy of your data, ask us to correct it, or ask us to delete a single
          interview. Email <ContactLink /> from the address you sign in with (so that we know the request is
          yours). We answer within 30 days and confirm when the data is deleted.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and browser storage',
    body: (
      <>
        <p>We use only what is necessary for the service to work, and no advertising or tracking cookies:</p>
        <ul>
          <li>
            your sign-in token and basic profile, kept in your browser&apos;s local storage until you sign
            out;
          </li>
          <li>a cookie that remembers whether the dashboard side menu is open, kept for 7 days;</li>
          <li>a note in your browser that you have closed the cookie banner.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Connections are encrypted with HTTPS, passwords and session tokens are stored only as hashes, and
        every request is checked on the server so that people can reach only their own interviews. No system
        is perfectly secure; if a breach affects your data, we will tell you without undue delay.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Rehearse is meant for job seekers and students. If you are under 16, please use it only through your
        institute or with the permission of a parent or guardian.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        Rehearse is in beta and this policy may change as the product does. We will post every change on this
        page with a new date, and for changes that affect how your data is used we will tell you in the app or
        by email before they apply. See also our{' '}
        <Link to={paths.termsAndConditions.getHref()}>Terms and Conditions</Link>.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about privacy or your data: <ContactLink />, or use the{' '}
        <Link to={paths.contactUs.getHref()}>Contact Us</Link> form.
      </p>
    ),
  },
];
