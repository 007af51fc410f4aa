/**
 * A lead's documents: attachments rows with record_type 'Lead' and a kind of
 * src/domain/documentKinds. A file arrives by the multipart upload straight under the lead
 * (`…/documents/multipart_upload_{start,url,complete}`, server/storage/multipart) or is an upload
 * of the caller's that nothing owns yet, linked by id (`POST …/documents`). Staff add and remove
 * files of any lead in their scope; the applicant adds to their draft or postponed lead, and
 * removes only what they uploaded themselves while it is so.
 */
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { isDocumentKind, type DocumentKind } from '../../../src/domain/documentKinds';
import { leadStatusLabel } from '../../../src/domain/leadStatuses';
import { allowedUploadExtensions, maxUploadBytes } from '../../../src/domain/uploads';
import { applicantMayAttachIn } from '../../../src/leads/documents';
import { leadMessage, leadMessages as msg } from '../../../src/leads/messages';
import { validationMessages as m } from '../../../src/validation/messages';
import type { Queryable } from '../../db';
import { enqueueLateLeadAttachment } from '../../outbox/leadMessages';
import { attributesOf } from '../../http/request';
import { NotFound, Unprocessable } from '../../jsonapi/errors';
import { list, single, type Document } from '../../jsonapi/serialize';
import {
  fileRuleError,
  findAttachment,
  removeAttachment,
  type AttachmentRow,
  type FileRules,
} from '../../storage/attachments';
import {
  completeUpload,
  partUrl,
  startUpload,
  uploadHooks,
  type Uploader,
  type UploadTarget,
} from '../../storage/multipart';
import { answerTransfer, transferOf } from '../../storage/transfer';
import { ownedCondition } from '../../storage/references';
import { lockLead, readLeadStatus } from './leadRows';
import { documentResource, type LeadViewer } from './serialize';
import {
  FILE_TITLE,
  KIND_TITLE,
  leadDocumentSchemas as docs,
  type LinkDocumentBody,
} from './schemas';

export const leadFileRules: FileRules = {
  extensions: allowedUploadExtensions,
  maxBytes: maxUploadBytes,
};

function kindOf(value: unknown): DocumentKind {
  if (isDocumentKind(value)) return value;
  throw Unprocessable.field('kind', msg.unknownDocumentKind, KIND_TITLE);
}

/** The applicant's lead must take documents now. */
export async function assertApplicantMayAttach(db: Queryable, leadId: string): Promise<void> {
  const lead = await readLeadStatus(db, leadId);
  if (!lead) throw new NotFound();
  if (!applicantMayAttachIn(lead.status)) {
    throw Unprocessable.field(
      'base',
      leadMessage(msg.documentsClosed, { status: leadStatusLabel(lead.status) }),
    );
  }
}

/** The multipart upload under the lead; the kind is checked when the upload starts. */
export function leadUploadTarget(
  viewer: LeadViewer,
  leadId: string,
  request: FastifyRequest,
  step: 'start' | 'url' | 'complete',
): UploadTarget {
  if (step === 'start') kindOf(attributesOf(request.body, 'attachment').kind);
  return {
    rules: leadFileRules,
    kind: 'other',
    recordType: 'Lead',
    recordId: leadId,
    extra: (row) => documentResource(viewer, row).attributes,
    onComplete: (tx, row) => enqueueLateLeadAttachment(tx, leadId, row.id),
  };
}

export async function listLeadDocuments(
  db: Queryable,
  viewer: LeadViewer,
  leadId: string,
): Promise<Document> {
  const rows = await db.query<AttachmentRow>(
    `SELECT * FROM attachments WHERE record_type = 'Lead' AND record_id = $1
        AND status = 'complete' ORDER BY created_at, id`,
    [leadId],
  );
  return list(
    rows.map((r) => documentResource(viewer, r)),
    { page: 1, per: Math.max(rows.length, 1), total: rows.length },
  );
}

/** One document of the lead, else 404. */
export async function leadDocument(
  db: Queryable,
  leadId: string,
  attachmentId: string,
): Promise<AttachmentRow> {
  const row = await findAttachment(db, attachmentId);
  if (!row || row.record_type !== 'Lead' || String(row.record_id) !== String(leadId)) {
    throw new NotFound();
  }
  return row;
}

/**
 * Links the caller's complete, unowned upload to the lead with its kind:
 * `{data: {type: 'attachment', attributes: {attachment_id, kind}}}`, judged by
 * `LinkDocumentBody` (./schemas.ts): the id's and the kind's kinds; a missing kind, the
 * `data.id` standing in for the attribute and the upload itself are checked here.
 */
export async function linkLeadDocument(
  tx: Queryable,
  uploader: Uploader,
  viewer: LeadViewer,
  leadId: string,
  body: unknown,
): Promise<Document> {
  const { attributes: attrs, id: dataId } = (body as LinkDocumentBody).data;
  // The schema judged the attribute; `data.id` stands in for a missing one.
  const rawId = attrs.attachment_id ?? dataId;
  const id = typeof rawId === 'number' ? String(rawId) : rawId;
  if (typeof id !== 'string' || !/^\d{1,18}$/.test(id)) {
    throw Unprocessable.field('attachment_id', m.required, FILE_TITLE);
  }
  // The schema judged a sent kind; a missing one has the unknown kind's message.
  if (attrs.kind === undefined)
    throw Unprocessable.field('kind', msg.unknownDocumentKind, KIND_TITLE);
  const kind = attrs.kind as DocumentKind;
  const [row] = await tx.query<AttachmentRow>(
    'SELECT * FROM attachments WHERE id = $1 FOR UPDATE',
    [id],
  );
  const author = uploader.kind === 'admin' ? row?.created_by_admin_id : row?.created_by_user_id;
  if (
    !row ||
    row.status !== 'complete' ||
    row.record_type !== null ||
    String(author) !== uploader.id
  ) {
    throw Unprocessable.field('attachment_id', m.invalid, FILE_TITLE);
  }
  const owned = await ownedCondition(tx);
  const [elsewhere] = await tx.query(`SELECT 1 FROM attachments a WHERE a.id = $1 AND ${owned}`, [
    id,
  ]);
  if (elsewhere) throw Unprocessable.field('attachment_id', m.invalid, FILE_TITLE);
  const refused = fileRuleError(leadFileRules, {
    name: row.original_filename,
    size: Number(row.file_size ?? 0),
  });
  if (refused) throw Unprocessable.field('attachment_id', refused, FILE_TITLE);
  const [linked] = await tx.query<AttachmentRow>(
    `UPDATE attachments SET record_type = 'Lead', record_id = $2, kind = $3 WHERE id = $1
     RETURNING *`,
    [id, leadId, kind],
  );
  await tx.query('UPDATE leads SET updated_at = now() WHERE id = $1', [leadId]);
  await enqueueLateLeadAttachment(tx, leadId, id);
  return single(documentResource(viewer, linked!));
}

/**
 * Whether the applicant may remove the document: their own upload, while the lead takes
 * documents from them.
 */
export function applicantMayRemove(row: AttachmentRow, userId: string, status: string): boolean {
  return String(row.created_by_user_id) === userId && applicantMayAttachIn(status);
}

type WithId = { Params: { id: string } };
type WithDoc = { Params: { id: string; attachment_id: string } };

/** How the console or the site reaches a lead's documents. */
export interface LeadDocumentSide {
  /** `…/leads/:id/documents`. */
  base: string;
  viewer: LeadViewer;
  /** The access of the reads and of the writes (the schemas are added here). */
  read: RouteShorthandOptions;
  write: RouteShorthandOptions;
  /** The path's lead, else 404. */
  leadId: (request: FastifyRequest<WithId>) => Promise<string>;
  uploader: (request: FastifyRequest) => Uploader;
  /** Checked before a file is added (the link's lead locked first). */
  mayAttach?: (db: Queryable, leadId: string) => Promise<void>;
  /** Checked before a document is removed. */
  mayRemove?: (request: FastifyRequest, row: AttachmentRow, leadId: string) => Promise<void>;
}

/** The documents routes of one side: list, link, multipart upload, read, remove. */
export function leadDocumentRoutes(app: FastifyInstance, side: LeadDocumentSide): void {
  const { db } = app;
  const { base, viewer } = side;
  app.get<WithId>(base, { ...side.read, schema: docs.list }, async (request) =>
    listLeadDocuments(db, viewer, await side.leadId(request)),
  );
  app.post<WithId>(base, { ...side.write, schema: docs.link }, async (request, reply) => {
    const id = await side.leadId(request);
    const doc = await db.transaction(async (tx) => {
      if (side.mayAttach) {
        await lockLead(tx, id);
        await side.mayAttach(tx, id);
      }
      return linkLeadDocument(tx, side.uploader(request), viewer, id, request.body);
    });
    return reply.status(201).send(doc);
  });
  for (const step of ['start', 'url', 'complete'] as const) {
    const run = { start: startUpload, url: partUrl, complete: completeUpload }[step];
    app.post<WithId>(
      `${base}/multipart_upload_${step}`,
      { ...side.write, schema: docs.upload[step], ...uploadHooks(step) },
      async (request) => {
        const id = await side.leadId(request);
        await side.mayAttach?.(db, id);
        return run(request, side.uploader(request), leadUploadTarget(viewer, id, request, step));
      },
    );
  }
  app.get<WithDoc>(
    `${base}/:attachment_id`,
    { ...side.read, schema: docs.read },
    async (request, reply) => {
      const row = await leadDocument(db, await side.leadId(request), request.params.attachment_id);
      return answerTransfer(request, reply, row, transferOf(request) ?? 'binary');
    },
  );
  app.delete<WithDoc>(
    `${base}/:attachment_id`,
    { ...side.write, schema: docs.remove },
    async (request, reply) => {
      const id = await side.leadId(request);
      const row = await leadDocument(db, id, request.params.attachment_id);
      await side.mayRemove?.(request, row, id);
      await removeAttachment(db, app.storage, row);
      return reply.status(204).send();
    },
  );
}
