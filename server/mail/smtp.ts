/**
 * E-mail through an SMTP server (nodemailer), used when SMTP_URL is set, e.g.
 * `smtps://user:pass@mail.example.ru:465` or `smtp://relay.local:25`. Letters are plain text in
 * UTF-8; the sender is MAIL_FROM.
 */
import type { Transporter } from 'nodemailer';
import type { Mailer } from './index';

export function smtpMailer(url: string, from: string): Mailer {
  // nodemailer is loaded with the first letter: a start without SMTP never needs it.
  let transport: Promise<Transporter> | undefined;
  const connect = async () => {
    const { createTransport } = await import('nodemailer');
    // nodemailer waits 2 minutes for a connection and 10 for an idle socket by default; the
    // relay would hold its letters that long when the server hangs. The URL's parameters win.
    return createTransport({
      url,
      connectionTimeout: 5000,
      greetingTimeout: 5000,
      socketTimeout: 30_000,
    });
  };
  return {
    kind: 'smtp',
    async send({ to, subject, text, key }) {
      const messageId = key && `<${key}@${from.split('@').pop() ?? 'localhost'}>`;
      const mail = await (transport ??= connect());
      await mail.sendMail({
        from,
        to,
        subject,
        text,
        ...(messageId && { messageId }),
      });
    },
  };
}
