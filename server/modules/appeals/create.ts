/**
 * An appeal sent from the site: anonymous (`POST /v1/guest_appeals`) or by a signed-in
 * applicant (`POST /v1/appeals`). The body is a JSON:API document (or `{appeal: {...}}`):
 *
 *   applicant_name   text, required (an applicant's profile name when left out)
 *   answer_channel   'email' | 'sms' — how the answer is sent
 *   email / phone    the contact of that channel, required for it
 *   region_id, category_id (appeals_categories), subject_id (appeals_subjects), text
 *   attachments      [{original_filename, file: 'data:<type>;base64,<bytes>'}], up to 5 files
 *                    of the upload extensions, 10 MiB each
 *   recaptcha_token  the reCAPTCHA answer, when the server has RECAPTCHA_SECRET_KEY (guest)
 *
 * It is registered `new`, due in 30 days, answered by the region's main organization; the
 * applicant gets the registration notice by the chosen channel.
 */
import {
  answerChannels,
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
import type { Queryable } from '../../db';
import { insertRow } from '../../http/crud';
import { Unprocessable, type FieldError } from '../../jsonapi/errors';
import { recordAudit } from '../../registries/audit';
import { readRecord, type FlatRecord } from '../../registries/record';
import { recordStatusChange } from '../../registries/statusChanges';
import { readDataUriFiles, storeDataUriFiles, type DataUriFile } from '../../storage/dataUri';
import type { Storage } from '../../storage/types';
import type { ApplicantNotice } from './notify';

export type AppealFile = DataUriFile;

export interface AppealInput {
  values: Record<string, unknown>;
  files: AppealFile[];
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const idOf = (v: unknown) => {
  const s = typeof v === 'number' ? String(v) : str(v);
  return /^\d{1,18}$/.test(s) ? s : undefined;
};

function parseFiles(raw: unknown, errors: FieldError[]): AppealFile[] {
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

/** Reads and checks the body; the dictionaries and region are checked in the database. */
export async function readAppealInput(
  db: Queryable,
  attributes: Record<string, unknown>,
  profile?: { name: string; email: string | null; phone: string | null },
): Promise<AppealInput> {
  const errors: FieldError[] = [];
  const label = (key: string) => def.fields[key as keyof typeof def.fields]?.label ?? key;
  const fail = (field: string, detail: string) =>
    errors.push({ field, title: label(field), detail });
  const name = str(attributes.applicant_name) || profile?.name || '';
  const channel = str(attributes.answer_channel);
  const email = str(attributes.email) || (profile?.email ?? '');
  const phone = (str(attributes.phone) || (profile?.phone ?? '')).replace(/[^\d]/g, '');
  const text = str(attributes.text);
  if (!name) fail('applicant_name', validationMessages.required);
  else if (name.length > 255) fail('applicant_name', validationMessages.invalid);
  if (!(answerChannels as readonly string[]).includes(channel))
    fail('answer_channel', validationMessages.required);
  if (email) {
    const bad = validateEmail(email);
    if (bad) fail('email', bad);
  } else if (channel === 'email') fail('email', msg.contactRequired);
  if (phone) {
    const bad = validatePhone(phone);
    if (bad) fail('phone', bad);
  } else if (channel === 'sms') fail('phone', msg.contactRequired);
  if (!text) fail('text', validationMessages.required);
  else if (text.length > 5000) fail('text', validationMessages.invalid);

  const region = idOf(attributes.region_id);
  const category = idOf(attributes.category_id);
  const subject = idOf(attributes.subject_id);
  const [found] = await db.query<{ region: boolean; category: boolean; subject: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM regions WHERE id = $1) AS region,
            EXISTS (SELECT 1 FROM dictionaries WHERE id = $2 AND active
                      AND dictionary_type = 'appeals_categories') AS category,
            EXISTS (SELECT 1 FROM dictionaries WHERE id = $3 AND active
                      AND dictionary_type = 'appeals_subjects') AS subject`,
    [region ?? null, category ?? null, subject ?? null],
  );
  if (!found?.region)
    fail('region_id', region ? validationMessages.invalid : validationMessages.required);
  if (!found?.category)
    fail('category_id', category ? validationMessages.invalid : validationMessages.required);
  if (!found?.subject)
    fail('subject_id', subject ? validationMessages.invalid : validationMessages.required);
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
  files: AppealFile[],
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
    notice: {
      kind: 'appeal',
      id,
      applicant: String(record.applicant_name),
      channel: record.answer_channel === 'sms' ? 'sms' : 'email',
      email: (record.email as string | null) ?? null,
      phone: (record.phone as string | null) ?? null,
      status: 'new',
      registered: { due: String(record.due_date) },
    },
  };
}
