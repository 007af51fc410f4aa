/**
 * The lead bodies the clients' verbs send (dataProvider/leadVerbs.ts) and the lead routes
 * take (server/modules/leads/schemas.ts): one definition of each. The status move's, the
 * management's and the activity's attributes judge: Ajv refuses a wrong kind, a text over its
 * limit or an unknown attribute with the seeds' words (server/http/schemaErrors.ts) and the
 * handlers read typed values (the lead's own write: ./leadRecordBody.ts).
 */
import { Type, type Static } from 'typebox';
import { activityFieldTitles, activityNoteMax } from '../leads/activities';
import { leadMoveFieldTitles, leadNoteMaxLength } from '../domain/leadTransitions';
import { flag, text } from './accountBodies';
import { echoes, open, recordId } from './schemaParts';

/**
 * A record id as the lead calls take it: digits as text ('' for none; `spaced`: spaces around
 * them too, which the code trims) or as a number, or null. Anything else is 'Поле заполнено
 * некорректно' (the text branch speaks first). Whether the record exists is the code's.
 */
function leadId(title: string, description: string, spaced = false) {
  const blank = spaced ? 'padded' : 'empty';
  return Type.Optional(recordId(title, { blank, number: 'safe', nullable: true, description }));
}

const fromAnswer = 'Из ответа; не записывается';

const t = leadMoveFieldTitles;

/** A move's reason: an id of its dictionary. */
const reasonId = (key: `${string}_reason_id` & keyof typeof t, reason: string) =>
  leadId(t[key], `${reason}: id справочника`, true);

/**
 * A status move's attributes (server/modules/leads/statusRoutes.ts). Which move needs which of
 * them, the reasons' dictionaries and the refusal kind's values are the status machine's
 * (src/domain/leadTransitions). Other attributes are ignored: the live clients may send some.
 */
export const LeadStatusAttributes = open(
  {
    status: Type.Union([Type.String(), Type.Null()], {
      title: t.status,
      description: 'Новый статус (src/domain/leadStatuses), например registered, denied',
    }),
    note: text(t.note, leadNoteMaxLength, `Комментарий, до ${leadNoteMaxLength} символов`),
    rejection_reason_id: reasonId('rejection_reason_id', 'Причина отказа'),
    annullation_reason_id: reasonId('annullation_reason_id', 'Причина аннулирования'),
    cancellation_reason_id: reasonId('cancellation_reason_id', 'Причина отмены'),
    service_is_provided_kind: text(
      t.service_is_provided_kind,
      undefined,
      'Вид отказа (src/domain/leadTransitions serviceIsProvidedKinds)',
    ),
    original_lead_id: leadId('Исходная заявка', 'Исходная заявка (для дубликата): id', true),
  },
  'Перевод заявки в другой статус',
);
export type LeadStatusAttributes = Static<typeof LeadStatusAttributes>;

/**
 * `PATCH /v1/admin/leads/{id}/management` (server/modules/leads/management.ts `manageLead`);
 * that a reason is given is the code's, with its own message.
 */
export const LeadManagementAttributes = Type.Object(
  {
    ...echoes(['id', 'uid'], fromAnswer),
    reason: text('Причина изменения', 2000, 'Причина изменения, до 2000 символов (обязательна)'),
    organization_id: leadId('Организация', 'Организация: id'),
    branch_id: leadId('Филиал', 'Филиал: id; null — снять'),
    service_id: leadId('Услуга', 'Услуга: id'),
  },
  { additionalProperties: false, description: 'Изменение заявки вне статусной модели' },
);
export type LeadManagementAttributes = Static<typeof LeadManagementAttributes>;

const at = activityFieldTitles;

/**
 * `POST …/activities`, `PATCH …/activities/{activity_id}` (server/modules/leads/activities.ts):
 * the dates' spellings and the fact date not in the future, and the files, are the code's.
 */
export const ActivityAttributes = Type.Object(
  {
    ...echoes(
      ['id', 'lead_id', 'activity_type_name', 'admin_id', 'admin_name', 'created_at', 'updated_at'],
      fromAnswer,
    ),
    plan_date: text(at.plan_date, undefined, 'Плановая дата (ГГГГ-ММ-ДД или ДД.ММ.ГГГГ)'),
    fact_date: text(at.fact_date, undefined, 'Фактическая дата, не в будущем'),
    finished: flag(at.finished, "Выполнено: true / false ('true' / 'false'; пусто — false)"),
    note: text(at.note, activityNoteMax, `Комментарий, до ${activityNoteMax} символов`),
    attachments: Type.Optional(
      Type.Unknown({
        description: 'Файлы мероприятия при создании (как relationships.attachments)',
      }),
    ),
  },
  { additionalProperties: false, description: 'Мероприятие; пустая строка — «не задано»' },
);
export type ActivityAttributes = Static<typeof ActivityAttributes>;
