import { INVITATION_LINK_DAYS, RESET_LINK_HOURS } from '@rehearse/contracts';
import type { Mail } from './mailer.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function mail(to: string, subject: string, lines: string[], link: string, button: string): Mail {
  const [greeting, ...rest] = lines;
  const paragraphs = rest.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  return {
    to,
    subject,
    link,
    text: [greeting, '', ...rest.flatMap((line) => [line, '']), `${button}: ${link}`, '', '— Rehearse'].join(
      '\n',
    ),
    html: `<p>${escapeHtml(greeting ?? '')}</p>
${paragraphs}
<p><a href="${escapeHtml(link)}">${escapeHtml(button)}</a></p>
<p style="color:#666">If the button does not work, open this address: ${escapeHtml(link)}</p>
<p>— Rehearse</p>`,
  };
}

/** The reset email: the link works once, within the hour. */
export const resetPasswordMail = (to: string, name: string, link: string) =>
  mail(
    to,
    'Reset your Rehearse password',
    [
      `Hello ${name},`,
      `Someone (we hope you) asked to reset the password of your Rehearse account. The link below works once, within ${RESET_LINK_HOURS} hour.`,
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ],
    link,
    'Choose a new password',
  );

/** The invitation an imported student receives: they choose their own password. */
export const invitationMail = (to: string, name: string, instituteName: string, link: string) =>
  mail(
    to,
    `${instituteName} invites you to practise interviews on Rehearse`,
    [
      `Hello ${name},`,
      `${instituteName} has made you an account on Rehearse, where you practise job interviews with an AI interviewer and get a scored report.`,
      `Choose your password with the link below (it works once, within ${INVITATION_LINK_DAYS} days). After that, sign in with your email and that password.`,
    ],
    link,
    'Choose your password',
  );
