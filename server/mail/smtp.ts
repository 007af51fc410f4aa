/**
 * E-mail through an SMTP server (nodemailer), used when SMTP_URL is set, e.g.
 * `smtps://user:pass@mail.example.ru:465` or `smtp://relay.local:25`. Letters are plain text in
 * UTF-8; the sender is MAIL_FROM.
 */
import { createTransport } from 'nodemailer';
import type { Mailer } from './index';

export function smtpMailer(url: string, from: string): Mailer {
  const transport = createTransport(url);
  return {
    kind: 'smtp',
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
  };
}
