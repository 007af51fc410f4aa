/**
 * Lead activities (work stages), under /v1/admin:
 *   GET    /leads/{id}/activities                    the lead's activities        admin_leads_read
 *   POST   /leads/{id}/activities                    add one                      admin_leads_events
 *   PATCH  /leads/{id}/activities/{activity_id}      edit (only the sent fields)  admin_leads_events
 *   DELETE /leads/{id}/activities/{activity_id}                                   admin_leads_events
 *   GET    …/{activity_id}/attachments[/{attachment_id}]      its files             admin_leads_read
 *   POST   …/{activity_id}/attachments                   link an own upload           admin_leads_events
 *   POST   …/{activity_id}/attachments/multipart_upload_{start,url,complete}         admin_leads_events
 *   DELETE …/{activity_id}/attachments/{attachment_id}                               admin_leads_events
 * The body is the live API's (./schemas.ts `ActivityBody`), its data-URI files on create only.
 * Files are the acts and documentation of the stage; they go with the activity. The lead is
 * scoped like every lead call (outside scope → 404); a closed lead takes no more writes.
 */
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import {
  activityFieldTitles as t,
  activityMessages as am,
  activityScreenTexts,
  activityTypeKind,
} from '../../../src/leads/activities';
import { toCalendarDate, toIsoDate } from '../../../src/format/date';
import { notInFuture } from '../../../src/validation/dates';
import { validationMessages } from '../../../src/validation/messages';
import { adminOf } from '../../auth/guard';
import type { Queryable } from '../../db';
import { assignments } from '../../db/sql';
import { insertRow } from '../../http/crud';
import { judgedAttributes } from '../../http/schemaErrors';
import { pathId } from '../../http/request';
import { NotFound, Unprocessable, type FieldError } from '../../jsonapi/errors';
import { list, ref, resource, single, type Resource } from '../../jsonapi/serialize';
import { adminFullNameSql } from '../../registries/references';
import { removeAttachment } from '../../storage/attachments';
import { DATA_URI_BODY_LIMIT } from '../../storage/dataUri';
import {
  fileReadRoutes,
  fileWriteRoutes,
  linkFile,
  ownerFiles,
  ownStoredFiles,
  readOwnerDataUriFiles,
  storeOwnerFiles,
  type FileOwner,
  type OwnerDataUriFile,
} from '../contracts/files';
import { givenAttributes, relationId, relationshipsOf } from '../contracts/liveFormat';
import {
  activityFileSchemas as fileSchemas,
  activitySchemas as schemas,
  type ActivityBody,
} from './schemas';
import { assertLeadOpen } from './leadRows';
import { staffLeadId } from './statusAccess';

type WithId = { Params: { id: string } };
type WithActivity = { Params: { id: string; activity_id: string } };

const base = '/v1/admin/leads/:id/activities';
const access = (permission: 'admin_leads_read' | 'admin_leads_events', schema: FastifySchema) => ({
  config: { access: { permission, scoped: true } },
  schema,
});
/**
 * A write whose schema's refusals come in one answer with the code's, after the lead's 404 and
 * (on an edit) the closed lead's 422 and the activity's 404 (`judgedAttributes`).
 */
const judgedWrite = (schema: FastifySchema) => ({
  ...access('admin_leads_events', schema),
  attachValidation: true,
});

interface ActivityRow {
  id: string;
  lead_id: string;
  activity_type_id: string;
  activity_type_name: string | null;
  plan_date: string | null;
  fact_date: string | null;
  finished: boolean;
  note: string | null;
  admin_id: string | null;
  admin_name: string | null;
  created_at: Date;
  updated_at: Date;
}

// Dates leave the database as 'yyyy-MM-dd' text, never as a Date shifted by a time zone.
const SELECT = `SELECT a.id, a.lead_id, a.activity_type_id, d.name AS activity_type_name,
    to_char(a.plan_date, 'YYYY-MM-DD') AS plan_date, to_char(a.fact_date, 'YYYY-MM-DD') AS fact_date,
    a.finished, a.note, a.admin_id, nullif(${adminFullNameSql('u')}, '') AS admin_name,
    a.created_at, a.updated_at
  FROM lead_activities a
  LEFT JOIN dictionaries d ON d.id = a.activity_type_id
  LEFT JOIN admin_users u ON u.id = a.admin_id`;

/** The row's columns in their order, but the type as a relationship. */
function serialize({ id, activity_type_id, ...row }: ActivityRow): Resource {
  return resource(
    'activity',
    id,
    { ...row, lead_id: String(row.lead_id), admin_id: row.admin_id && String(row.admin_id) },
    // The live API's name, the only one; the console's dataProvider reads it as activity_type_id.
    { activity_type: ref('dictionary', activity_type_id) },
  );
}

async function findActivity(db: Queryable, leadId: string, id: string) {
  const [row] = await db.query<ActivityRow>(`${SELECT} WHERE a.lead_id = $1 AND a.id = $2`, [
    leadId,
    pathId(id),
  ]);
  if (!row) throw new NotFound();
  return row;
}

/** Locks the lead for the write and refuses a closed one (its data is no longer edited). */
async function lockOpenLead(tx: Queryable, leadId: string): Promise<void> {
  const [lead] = await tx.query<{ status: string }>(
    'SELECT status FROM leads WHERE id = $1 FOR UPDATE',
    [leadId],
  );
  if (!lead) throw new NotFound();
  assertLeadOpen(lead.status);
}

/** The judged attributes of an activity's write (`ActivityBody`, ./schemas.ts). */
type Attributes = ActivityBody['data']['attributes'];

/**
 * The write's values from its judged attributes (all on create, the sent ones on update) and
 * its type (`relationships.activity_type`), with what the schema does not say: the dates'
 * spellings, the fact date not in the future, the rule that spans fields against the merged
 * record. An empty string is "not given" (the live format). `errors` holds the schema's
 * refusals (`judgedAttributes`); the code's join them, in one answer.
 */
function activityFields(
  body: unknown,
  judged: { attributes: Attributes; errors: FieldError[] },
  before: ActivityRow | null,
) {
  const errors = [...judged.errors];
  const fail = (field: string, title: string, detail: string) =>
    errors.push({ field, title, detail });
  const refused = (field: string) => errors.some((e) => e.field === field);
  const attrs = givenAttributes(judged.attributes) as Attributes;
  const values: Record<string, unknown> = {};
  const typeId = relationId(relationshipsOf(body), 'activity_type', t.activity_type_id, errors);
  if (typeId !== undefined) values.activity_type_id = typeId;
  const missingType = before === null ? !typeId : typeId === null;
  if (missingType && !refused('activity_type')) {
    fail('activity_type', t.activity_type_id, validationMessages.required);
  }
  for (const key of ['plan_date', 'fact_date'] as const) {
    const sent = attrs[key];
    if (sent === undefined) continue;
    const date = sent === null ? null : toCalendarDate(sent);
    const error =
      date === undefined
        ? validationMessages.invalid
        : key === 'fact_date' && sent !== null
          ? notInFuture(sent, attrs)
          : undefined;
    if (error) fail(key, t[key], error);
    else values[key] = date && toIsoDate(date);
  }
  if (attrs.finished !== undefined)
    values.finished = attrs.finished === true || attrs.finished === 'true';
  if (attrs.note !== undefined) values.note = attrs.note?.trim() || null;

  const finished = 'finished' in values ? values.finished : (before?.finished ?? false);
  const fact = 'fact_date' in values ? values.fact_date : (before?.fact_date ?? null);
  if (finished === true && !fact && !refused('fact_date')) {
    fail('fact_date', t.fact_date, am.finishedWithoutFact);
  }
  return { values, errors };
}

/** The type must be an active entry of the activities dictionary; then the values or the 422. */
async function checkActivity(
  tx: Queryable,
  { values, errors }: ReturnType<typeof activityFields>,
): Promise<Record<string, unknown>> {
  const typeId = values.activity_type_id as string | null | undefined;
  if (typeId) {
    const [type] = await tx.query<{ id: string }>(
      'SELECT id FROM dictionaries WHERE id = $1 AND dictionary_type = $2 AND active',
      [typeId, activityTypeKind],
    );
    if (!type)
      errors.push({ field: 'activity_type', title: t.activity_type_id, detail: am.typeMissing });
  }
  if (errors.length) throw new Unprocessable(errors);
  return values;
}

/**
 * The stage's files sent with it, as the live API does: `attachments` (in the relationships, as
 * the lead's documents, or in the attributes) of data-URI items of the activity's kinds.
 */
function bodyFiles(
  body: unknown,
  attributes: Attributes,
  errors: FieldError[],
): OwnerDataUriFile[] {
  const raw = relationshipsOf(body).attachments ?? attributes.attachments;
  if (raw === undefined || raw === null || raw === '') return [];
  if (!Array.isArray(raw)) {
    errors.push({
      field: 'attachments',
      title: activityScreenTexts.files,
      detail: validationMessages.invalid,
    });
    return [];
  }
  return readOwnerDataUriFiles('LeadActivity', raw, (i) => `attachments.${i}`, errors);
}

export default async function leadActivityRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const leadId = (request: FastifyRequest<WithId>) =>
    staffLeadId(db, adminOf(request), request.params.id);
  const answer = async (lead: string, id: string) =>
    single(serialize(await findActivity(db, lead, id)));

  app.get<WithId>(base, access('admin_leads_read', schemas.list), async (request) => {
    const id = await leadId(request);
    const rows = await db.query<ActivityRow>(`${SELECT} WHERE a.lead_id = $1 ORDER BY a.id`, [id]);
    return list(rows.map(serialize), {
      page: 1,
      per: Math.max(rows.length, 1),
      total: rows.length,
    });
  });

  app.post<WithId>(
    base,
    { ...judgedWrite(schemas.create), bodyLimit: DATA_URI_BODY_LIMIT },
    async (request, reply) => {
      const lead = await leadId(request);
      const admin = adminOf(request);
      // Everything the body alone tells is checked before a file is stored.
      const judged = judgedAttributes<Attributes>(request);
      const f = activityFields(request.body, judged, null);
      const files = bodyFiles(request.body, judged.attributes, f.errors);
      if (f.errors.length) throw new Unprocessable(f.errors);
      const fileIds = await storeOwnerFiles(db, app.storage, admin, files);
      const id = await db.transaction(async (tx) => {
        await lockOpenLead(tx, lead);
        const values = { ...(await checkActivity(tx, f)), lead_id: lead, admin_id: admin.id };
        const activityId = await insertRow(tx, 'lead_activities', values);
        await ownStoredFiles(tx, { type: 'LeadActivity', id: activityId, base: '' }, fileIds);
        return activityId;
      });
      return reply.status(201).send(await answer(lead, id));
    },
  );

  app.patch<WithActivity>(`${base}/:activity_id`, judgedWrite(schemas.update), async (request) => {
    const lead = await leadId(request);
    const id = await db.transaction(async (tx) => {
      await lockOpenLead(tx, lead);
      const before = await findActivity(tx, lead, request.params.activity_id);
      const judged = judgedAttributes<Attributes>(request);
      const values = await checkActivity(tx, activityFields(request.body, judged, before));
      const a = assignments(values, 2);
      if (a.keys.length) {
        await tx.query(
          `UPDATE lead_activities SET ${a.set}, updated_at = now() WHERE lead_id = $1 AND id = $2`,
          [lead, before.id, ...a.params],
        );
      }
      return String(before.id);
    });
    return answer(lead, id);
  });

  app.delete<WithActivity>(
    `${base}/:activity_id`,
    access('admin_leads_events', schemas.remove),
    async (request, reply) => {
      const lead = await leadId(request);
      const files = await db.transaction(async (tx) => {
        await lockOpenLead(tx, lead);
        const row = await findActivity(tx, lead, request.params.activity_id);
        await tx.query('DELETE FROM lead_activities WHERE id = $1', [row.id]);
        return ownerFiles(tx, { type: 'LeadActivity', id: row.id, base: '' });
      });
      // The stored objects go after the commit (a failed removal leaves them to the sweep).
      for (const file of files) await removeAttachment(db, app.storage, file);
      return reply.status(204).send();
    },
  );

  // The stage's files.
  const owner = async (request: FastifyRequest<WithActivity>): Promise<FileOwner> => {
    const lead = await leadId(request);
    const row = await findActivity(db, lead, request.params.activity_id);
    return {
      type: 'LeadActivity',
      id: String(row.id),
      base: `/v1/admin/leads/${lead}/activities/${row.id}/attachments`,
    };
  };
  /** The owner for a write: the lead must still be open. */
  const openOwner = async (request: FastifyRequest<WithActivity>) => {
    const target = await owner(request);
    await db.transaction((tx) => lockOpenLead(tx, request.params.id));
    return target;
  };
  const one = `${base}/:activity_id`;
  const read = (schema: FastifySchema) => access('admin_leads_read', schema);
  const write = (schema: FastifySchema) => access('admin_leads_events', schema);
  const { list: files, read: file, remove: removeFile, upload } = fileSchemas;
  fileReadRoutes(app, one, owner, read, { files, file }, 'attachment_id');
  app.post<WithActivity>(`${one}/attachments`, write(fileSchemas.link), async (request, reply) => {
    const target = await openOwner(request);
    const doc = await db.transaction((tx) => linkFile(tx, adminOf(request), target, request.body));
    return reply.status(201).send(doc);
  });
  fileWriteRoutes(app, one, openOwner, write, { removeFile, upload }, 'attachment_id');
}
