import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';

/** One email: the link is also given alone, so the development log can show it without the whole text. */
export type Mail = { to: string; subject: string; text: string; html: string; link: string };

export type Mailer = {
  /** False in production without SMTP_URL: the routes that send mail refuse, the same for everyone. */
  readonly available: boolean;
  send(mail: Mail): Promise<void>;
  close(): void;
};

type Log = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
};

/**
 * nodemailer on SMTP_URL, through a small pool of connections (an import invites up to 1,000 people at once).
 * Without SMTP_URL, development and tests write each email's subject, recipient and link to the log so that a
 * fresh clone can still reset a password; production has no such fallback (a link in a log is a key in a log),
 * so `available` is false there and nothing is sent (ADR 110).
 */
export function createMailer(config: Pick<Config, 'mail' | 'nodeEnv'>, log: Log): Mailer {
  const { smtpUrl, from } = config.mail;
  if (!smtpUrl) {
    const writeToLog = config.nodeEnv !== 'production';
    return {
      available: writeToLog,
      async send(mail) {
        if (!writeToLog) throw new Error('SMTP_URL is not set');
        log.info(
          { mail: { to: mail.to, subject: mail.subject, link: mail.link } },
          'email not sent (no SMTP_URL): written here instead',
        );
      },
      close: () => undefined,
    };
  }
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  if (!url.searchParams.has('maxConnections')) url.searchParams.set('maxConnections', '3');
  const transport = nodemailer.createTransport(url.toString(), { from });
  return {
    available: true,
    async send({ to, subject, text, html }) {
      await transport.sendMail({ to, subject, text, html });
    },
    close: () => transport.close(),
  };
}

/**
 * Sends without making the caller wait, so a request that sends mail takes the same time as one that does not
 * (no account enumeration by timing). A failure is logged without the recipient or the link.
 */
export function sendInBackground(mailer: Mailer, mails: Mail[], log: Log, purpose: string) {
  if (!mails.length) return;
  void (async () => {
    let failed = 0;
    for (const mail of mails) {
      try {
        await mailer.send(mail);
      } catch (err) {
        failed += 1;
        const { code, responseCode } = (err ?? {}) as { code?: string; responseCode?: number };
        log.warn({ purpose, code, responseCode }, 'an email could not be sent');
      }
    }
    if (failed) log.warn({ purpose, failed, of: mails.length }, 'some emails were not sent');
  })();
}
