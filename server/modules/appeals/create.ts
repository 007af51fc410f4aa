/**
 * An appeal sent from the site: anonymous (`POST /v1/guest_appeals`) or by a signed-in
 * applicant (`POST /v1/appeals`). The body is a JSON:API document `{data: {attributes}}`
 * judged by `AppealBody` before the handler (issue 37 item 4): its attributes are
 * src/wire/appealBodies.ts `AppealAttributes`, the shape the site's form sends, where each one
 * is described. `readAppealInput` checks what a schema cannot say. It is registered `new`, due
 * in 30 days, answered by the region's main organization; the applicant gets the registration
 * notice by the chosen channel.
 */
import type { Static } from 'typebox';
import {
  appealDueDate,
  appealMaxAttachmentBytes,
  appealMaxAttachments,
  appealMessages as msg,
  moscowToday,
} from '../../../src/domain/appeals';
import { appeals as def } from '../../../src/registries/appeals';
import { validateEmail } from '../../../src/validation/email';
import { interpolate, validationMessages } from '../../../src/validation/messages';
import { validatePhone } from '../../../src/validation/phone';
import { AppealAttributes } from '../../../src/wire/appealBodies';
import type { Queryable } from '../../db';
import { insertRow } from '../../http/crud';
import { judgedBody } from '../../http/schemas';
import { Unprocessable, type FieldError } from '../../jsonapi/errors';
import { recordAudit } from '../../registries/audit';
import { readRecord, type FlatRecord } from '../../registries/record';
import { recordStatusChange } from '../../registries/statusChanges';
import { readDataUriFiles, storeDataUriFiles, type DataUriFile } from '../../storage/dataUri';
import type { Storage } from '../../storage/types';
import type { ApplicantNotice } from './notify';
import { noticeOf } from './status';

const label = (key: keyof typeof def.fields) => def.fields[key]!.label;

/** The appeal's body: src/wire/appealBodies.ts; what a schema cannot say is `readAppealInput`'s. */
export const AppealBody = judgedBody(AppealAttributes);
export type AppealBody = Static<typeof AppealBody>;

export interface AppealInput {
  values: Record<string, unknown>;
  files: DataUriFile[];
}

function parseFiles(raw: unknown, errors: FieldError[]): DataUriFile[] {
  return readDataUriFiles(
    raw,
    {
      extensions: def.attachments!.extensions,
      maxBytes: appealMaxAttachmentBytes,
      max: appealMaxAttachments,
      tooMany: interpolate(msg.attachmentsTooMany, { count: appealMaxAttachments }),
    },
    'attachments',
    'Вложения',
    errors,
  );
}

/**
 * Reads the judged body and checks what its schema cannot say: a name, contact and text that
 * are not blank, the contact's format, the chosen channel's contact, the region and the
 * dictionaries in the database, and the files.
 */
export async function readAppealInput(
  db: Queryable,
  attributes: AppealAttributes,
  profile?: { name: string; email: string | null; phone: string | null },
): Promise<AppealInput> {
  const errors: FieldError[] = [];
  const fail = (field: keyof typeof def.fields, detail: string) =>
    errors.push({ field, title: label(field), detail });
  const name = attributes.applicant_name?.trim() || profile?.name || '';
  const channel = attributes.answer_channel;
  const email = attributes.email?.trim() || (profile?.email ?? '');
  const phone = (attributes.phone?.trim() || (profile?.phone ?? '')).replace(/[^\d]/g, '');
  const text = attributes.text.trim();
  if (!name) fail('applicant_name', validationMessages.required);
  if (email) {
    const bad = validateEmail(email);
    if (bad) fail('email', bad);
  } else if (channel === 'email') fail('email', msg.contactRequired);
  if (phone) {
    const bad = validatePhone(phone);
    if (bad) fail('phone', bad);
  } else if (channel === 'sms') fail('phone', msg.contactRequired);
  if (!text) fail('text', validationMessages.required);

  const { region_id: region, category_id: category, subject_id: subject } = attributes;
  const [found] = await db.query<{ region: boolean; category: boolean; subject: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM regions WHERE id = $1) AS region,
            EXISTS (SELECT 1 FROM dictionaries WHERE id = $2 AND active
                      AND dictionary_type = 'appeals_categories') AS category,
            EXISTS (SELECT 1 FROM dictionaries WHERE id = $3 AND active
                      AND dictionary_type = 'appeals_subjects') AS subject`,
    [region, category, subject],
  );
  if (!found?.region) fail('region_id', validationMessages.invalid);
  if (!found?.category) fail('category_id', validationMessages.invalid);
  if (!found?.subject) fail('subject_id', validationMessages.invalid);
  const files = parseFiles(attributes.attachments, errors);
  if (errors.length) throw new Unprocessable(errors);
  return {
    values: {
      applicant_name: name,
      answer_channel: channel,
      email: email || null,
      phone: phone ? `7${phone.slice(-10)}` : null,
      region_id: region,
      category_id: category,
      subject_id: subject,
      text,
    },
    files,
  };
}

/** Stores the files first (outside the transaction: they are bytes in the storage). */
export const storeAppealFiles = (
  db: Queryable,
  storage: Storage,
  files: DataUriFile[],
  userId: string | undefined,
): Promise<string[]> =>
  storeDataUriFiles(db, storage, files, userId ? { userId } : {}, () => def.type);

/** Writes the appeal, its first history row, its audit row and owns the stored files. */
export async function insertAppeal(
  tx: Queryable,
  input: AppealInput,
  fileIds: string[],
  userId: string | undefined,
): Promise<{ record: FlatRecord; notice: ApplicantNotice }> {
  const today = moscowToday();
  const [region] = await tx.query<{ main_organization_id: string | null }>(
    'SELECT main_organization_id::text AS main_organization_id FROM regions WHERE id = $1',
    [input.values.region_id],
  );
  const id = await insertRow(tx, def.table, {
    ...input.values,
    organization_id: region?.main_organization_id ?? null,
    source: userId ? 'applicant' : 'guest',
    user_id: userId ?? null,
    status: 'new',
    due_date: appealDueDate('appeal', today),
  });
  if (fileIds.length)
    await tx.query(
      `UPDATE attachments SET record_type = $1, record_id = $2 WHERE id = ANY($3::bigint[])`,
      [def.table, id, fileIds],
    );
  const record = (await readRecord(tx, def, id))!;
  await recordStatusChange(tx, {
    registry: def.name,
    id,
    from: null,
    to: 'new',
    comment: null,
    adminId: null,
    details: record.answer_channel ? { notified_by: String(record.answer_channel) } : {},
  });
  await recordAudit(tx, {
    definition: def,
    action: 'create',
    adminId: null,
    before: null,
    after: record,
  });
  return {
    record,
    notice: noticeOf('appeal', record, { registered: { due: String(record.due_date) } }),
  };
}
