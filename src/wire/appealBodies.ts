/**
 * The appeal and consultation bodies (issue 18; issue 37 item 4): the attributes the site's
 * appeal form sends (`POST /v1/guest_appeals`, `POST /v1/appeals`), a status move's and the
 * executor's assignment the console sends. One definition of each: the routes judge them
 * (server/modules/appeals wraps them in `judgedBody`), and the clients type what they send by
 * `Static<typeof …>` through a type-only import, so no schema code reaches the browser.
 *
 * Titles are the registries' Russian labels (src/registries/appeals.ts), so a refused field is
 * named in the 422; what a schema cannot say (a blank text, the contact's format, the chosen
 * channel's contact, records in the database, the files' bytes, which move needs which text)
 * stays in the server's code after the schema.
 */
import { Type, type Static } from 'typebox';
import { answerChannels, appealMessages } from '../domain/appeals';
import { appeals, consultations } from '../registries/appeals';
import { validationMessages } from '../validation/messages';
import { open, optionalText, recordId, withMessage } from './schemaParts';

const label = (key: keyof typeof appeals.fields) => appeals.fields[key]!.label;

/** A text of at most `max` characters; a longer one is 'Поле заполнено некорректно'. */
const limitedText = (max: number, key: keyof typeof appeals.fields, description: string) =>
  Type.String({
    maxLength: max,
    title: label(key),
    description,
    ...withMessage(validationMessages.invalid),
  });

/** A text that may be left out or null (none), titled by the field's label. */
const optionalString = (
  key: keyof typeof appeals.fields,
  description: string,
  maxLength?: number,
) =>
  Type.Optional(
    Type.Union(
      [
        maxLength
          ? limitedText(maxLength, key, description)
          : Type.String({ title: label(key), description }),
        Type.Null(),
      ],
      { title: label(key), description },
    ),
  );

/**
 * An appeal from the site. server/modules/appeals/create.ts `readAppealInput` checks the rest:
 * a guest's name (an applicant's is their profile's when left out), the chosen channel's
 * contact and its format, that the records exist and are active, the files (up to 5 of the
 * upload extensions, 10 MiB each: server/storage/dataUri), and the reCAPTCHA answer when the
 * server has RECAPTCHA_SECRET_KEY. A text too long keeps the seeds' 'Поле заполнено
 * некорректно' the site has shown for it.
 */
export const AppealAttributes = open({
  applicant_name: optionalString(
    'applicant_name',
    'ФИО заявителя, до 255 символов (у пользователя — из профиля)',
    255,
  ),
  answer_channel: Type.Enum([...answerChannels], {
    title: label('answer_channel'),
    description: 'Способ ответа: email или sms',
  }),
  email: optionalString('email', 'Эл. почта'),
  phone: optionalString('phone', 'Телефон'),
  text: limitedText(5000, 'text', 'Текст обращения, до 5000 символов'),
  region_id: recordId(label('region_id'), { description: 'Регион (id)' }),
  category_id: recordId(label('category_id'), { description: 'Категория (id справочника)' }),
  subject_id: recordId(label('subject_id'), { description: 'Тема (id справочника)' }),
  attachments: Type.Optional(
    Type.Unsafe<{ original_filename: string; file: string }[]>({
      description: 'Вложения: [{original_filename, file: data-URI base64}]',
    }),
  ),
  recaptcha_token: Type.Optional(Type.String({ description: 'Токен reCAPTCHA (гость)' })),
  'g-recaptcha-response': Type.Optional(
    Type.String({ description: 'Токен reCAPTCHA (гость), другое имя' }),
  ),
});
export type AppealAttributes = Static<typeof AppealAttributes>;

/**
 * `update_status` of an appeal or a consultation: the new status with its answer or comment.
 * The schema judges their kinds and lengths; which move needs which text is the transition
 * table's rule (server/modules/appeals/status.ts `moveAppeal`).
 */
export const AppealMoveAttributes = open({
  status: Type.String({ title: appeals.fields.status!.label, description: 'Новый статус' }),
  answer: optionalText(10000, appeals.fields.answer!.label, 'Ответ заявителю, до 10000 символов'),
  comment: optionalText(2000, 'Комментарий', 'Комментарий, до 2000 символов'),
});
export type AppealMoveAttributes = Static<typeof AppealMoveAttributes>;

/**
 * A consultation's executor: a record id. A malformed one keeps the seeds' message of one who
 * is not a staff member; that they are an active one of the consultation's organization is
 * `assignExecutor`'s rule.
 */
const executorId = recordId(consultations.fields.executor_id!.label, {
  description: 'Исполнитель (id сотрудника)',
  message: appealMessages.executorInvalid,
});

/** `POST …/consultations/{id}/assign_executor`. */
export const AssignExecutorAttributes = open({ executor_id: executorId });
export type AssignExecutorAttributes = Static<typeof AssignExecutorAttributes>;

/** `POST …/consultations/assign_executor`: the consultation in the body (or as `id`). */
export const AssignAnyExecutorAttributes = open({
  consultation_id: Type.Optional(
    recordId('Консультация', { description: 'Консультация (id); или id' }),
  ),
  id: Type.Optional(
    recordId('Консультация', { description: 'Консультация (id), если нет consultation_id' }),
  ),
  executor_id: executorId,
});
