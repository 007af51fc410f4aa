/**
 * E-mail through an SMTP server (nodemailer), used when SMTP_URL is set, e.g.
 * `smtps://user:pass@mail.example.ru:465` or `smtp://relay.local:25`. Letters are plain text in
 * UTF-8; the sender is MAIL_FROM.
 */
import { createTransport } from 'nodemailer';
import type { Mailer } from './index';

export function smtpMailer(url: string, from: string): Mailer {
  // nodemailer waits 2 minutes for a connection and 10 for an idle socket by default; the relay
  // would hold its letters that long when the server hangs. Parameters in the URL still win.
  const transport = createTransport({
    url,
    connectionTimeout: 5000,
    greetingTimeout: 5000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
  };
}
