/**
 * The applicant hears of an appeal's or a consultation's status changes and of its answer by
 * the channel they chose (answer_channel: e-mail or SMS), through the portal's mail and SMS
 * senders (the dev mailbox by default); a consultation's executor hears of the assignment by
 * e-mail. Notices are gathered inside the transaction and sent after the commit (as the lead
 * notices, server/modules/leads/notify.ts); a failing channel is logged, never thrown.
 */
import type { FastifyInstance } from 'fastify';
import { appealStatusLabel, type AppealKind } from '../../../src/domain/appeals';
import { interpolate } from '../../../src/validation/messages';

export const appealNoticeTexts = {
  appealName: 'Обращение № {id}',
  consultationName: 'Консультация № {id}',
  smsStatus: '{name}: статус изменён на «{label}»',
  smsAnswer: '{name}: ответ — {answer}',
  subject: '{name}: статус изменён',
  answerSubject: '{name}: ответ',
  greeting: 'Здравствуйте, {applicant}!',
  status: 'Статус изменён на «{label}».',
  answer: 'Ответ:',
  comment: 'Комментарий: {comment}',
  registeredSubject: '{name} зарегистрировано',
  registered: 'Ваше обращение зарегистрировано. Ответ будет дан до {due}.',
  executorSubject: 'Вам назначена консультация № {id}',
  executor: 'Вам назначена консультация № {id} ({applicant}). Срок ответа — {due}.',
  executorLink: 'Открыть: {url}',
} as const;

/** An SMS is cut to this many characters (the rest is in the e-mail or the cabinet). */
const SMS_MAX = 480;

export interface ApplicantNotice {
  kind: AppealKind;
  id: string;
  applicant: string;
  channel: 'email' | 'sms';
  email: string | null;
  phone: string | null;
  status: string;
  answer?: string | null;
  comment?: string | null;
  registered?: { due: string };
}

export interface ExecutorNotice {
  id: string;
  email: string;
  applicant: string;
  due: string;
}

const nameOf = (n: { kind: AppealKind; id: string }) =>
  interpolate(
    n.kind === 'appeal' ? appealNoticeTexts.appealName : appealNoticeTexts.consultationName,
    { id: n.id },
  );

const ddmmyyyy = (iso: string) => iso.slice(0, 10).split('-').reverse().join('.');

/** The text of the applicant's letter or message (the tests read them back). */
export function applicantMessage(n: ApplicantNotice): {
  subject: string;
  text: string;
  sms: string;
} {
  const name = nameOf(n);
  const label = appealStatusLabel(n.status);
  const greeting = interpolate(appealNoticeTexts.greeting, { applicant: n.applicant });
  if (n.registered) {
    const text = interpolate(appealNoticeTexts.registered, { due: ddmmyyyy(n.registered.due) });
    return {
      subject: interpolate(appealNoticeTexts.registeredSubject, { name }),
      text: [greeting, '', text].join('\n'),
      sms: `${name}: ${text}`,
    };
  }
  const lines = [
    greeting,
    '',
    interpolate(appealNoticeTexts.status, { label }),
    ...(n.answer ? ['', appealNoticeTexts.answer, n.answer] : []),
    ...(n.comment ? ['', interpolate(appealNoticeTexts.comment, { comment: n.comment })] : []),
  ];
  const sms = n.answer
    ? interpolate(appealNoticeTexts.smsAnswer, { name, answer: n.answer })
    : interpolate(appealNoticeTexts.smsStatus, { name, label });
  return {
    subject: interpolate(n.answer ? appealNoticeTexts.answerSubject : appealNoticeTexts.subject, {
      name,
    }),
    text: lines.join('\n'),
    sms: sms.length > SMS_MAX ? `${sms.slice(0, SMS_MAX - 1)}…` : sms,
  };
}

/** The channel a notice went by, or null when the applicant left no contact for it. */
export function noticeChannel(n: ApplicantNotice): 'email' | 'sms' | null {
  if (n.channel === 'sms' && n.phone) return 'sms';
  if (n.channel === 'email' && n.email) return 'email';
  return null;
}

export async function sendApplicantNotice(
  app: FastifyInstance,
  notice: ApplicantNotice,
): Promise<void> {
  const message = applicantMessage(notice);
  const channel = noticeChannel(notice);
  const failed = (err: unknown) => app.log.warn({ err }, 'appeal notice failed');
  if (channel === 'sms') await app.sms.send(notice.phone!, message.sms).catch(failed);
  if (channel === 'email')
    await app.mailer
      .send({ to: notice.email!, subject: message.subject, text: message.text })
      .catch(failed);
}

export async function sendExecutorNotice(
  app: FastifyInstance,
  notice: ExecutorNotice,
): Promise<void> {
  const values = { id: notice.id, applicant: notice.applicant, due: ddmmyyyy(notice.due) };
  const text = [
    interpolate(appealNoticeTexts.executor, values),
    '',
    interpolate(appealNoticeTexts.executorLink, {
      url: `${app.config.publicUrl}/crm/appeals/consultations/${notice.id}`,
    }),
  ].join('\n');
  await app.mailer
    .send({
      to: notice.email,
      subject: interpolate(appealNoticeTexts.executorSubject, values),
      text,
    })
    .catch((err: unknown) => app.log.warn({ err }, 'executor notice failed'));
}
