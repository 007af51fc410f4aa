/**
 * The lead bodies the clients' verbs send (dataProvider/leadVerbs.ts) and the lead routes
 * describe (server/modules/leads/schemas.ts): one definition of each. Like every lead body they
 * describe and do not judge — the handlers check the values with the seeds' messages — so each
 * leaf is a described value whose TypeScript type is what a well-formed body carries.
 */
import { Type, type Static } from 'typebox';
import { shape } from './schemaParts';

/**
 * An optional value the handler judges, described (with its allowed values, if any). `T` is the
 * value a well-formed body carries: the type the clients' verbs take (`Static` of the shape, by a
 * type-only import); the schema itself accepts any value, as `Type.Unknown` would.
 */
export const any = <T = unknown>(description: string, examples?: unknown[]) =>
  Type.Optional(Type.Unsafe<T>({ description, ...(examples ? { examples } : {}) }));

/** One text value the handler checks (a string, or null / '' for none). */
export const text = (description: string) => any<string | null>(`${description} (строка или null)`);
/** One flag (true / false, or 'true' / 'false'). */
export const flag = (description: string) => any<boolean>(`${description} (true / false)`);
/** One date ('ГГГГ-ММ-ДД' or 'ДД.ММ.ГГГГ'). */
export const date = (description: string) =>
  any<string | null>(`${description} (ГГГГ-ММ-ДД или ДД.ММ.ГГГГ)`);

/** `PATCH /v1/admin/leads/{id}/management` (server/modules/leads/management.ts `manageLead`). */
export const LeadManagementAttributes = shape(
  {
    reason: text('Причина изменения, до 2000 символов (обязательна)'),
    organization_id: any<string | null>('Организация: id'),
    branch_id: any<string | null>('Филиал: id; null — снять'),
    service_id: any<string | null>('Услуга: id'),
  },
  'Изменение заявки вне статусной модели',
);
export type LeadManagementAttributes = Static<typeof LeadManagementAttributes>;

/** `POST …/activities`, `PATCH …/activities/{activity_id}` (server/modules/leads/activities.ts). */
export const ActivityAttributes = shape(
  {
    plan_date: date('Плановая дата'),
    fact_date: date('Фактическая дата, не в будущем'),
    finished: flag('Выполнено (нужна фактическая дата)'),
    note: text('Комментарий'),
    attachments: any('Файлы мероприятия при создании (как relationships.attachments)'),
  },
  'Мероприятие; пустая строка — «не задано»',
);
export type ActivityAttributes = Static<typeof ActivityAttributes>;
