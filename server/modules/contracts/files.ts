/**
 * Files of contracts, agreements and a lead's work stages: attachments rows with record_type
 * 'Contract', 'ContractAgreement' or 'LeadActivity' (migration 0010). A file arrives either by the multipart upload under the
 * record (`…/attachments/multipart_upload_{start,url,complete}`, server/storage/multipart) or is
 * an upload of the caller's that no record owns yet, linked by id (`POST …/attachments`).
 */
import type { FastifyRequest } from 'fastify';
import {
  documentKindLabel,
  recordFileKinds,
  type DocumentKind,
  type FileRecordType,
} from '../../../src/domain/documentKinds';
import { contractFileExtensions, maxUploadBytes } from '../../../src/domain/uploads';
import type { AdminPrincipal } from '../../auth/principal';
import type { Queryable } from '../../db';
import { Fields } from '../../http/fields';
import { attributesOf } from '../../http/request';
import { NotFound, Unprocessable } from '../../jsonapi/errors';
import { list, single } from '../../jsonapi/serialize';
import {
  attachmentResource,
  fileRuleError,
  findAttachment,
  type AttachmentRow,
  type FileRules,
} from '../../storage/attachments';
import type { UploadTarget } from '../../storage/multipart';
import { ownedCondition } from '../../storage/references';
import { contractMessages as msg, fieldTitles } from './messages';

export type FileOwnerType = FileRecordType;

/** The kinds each owner takes (src/domain/documentKinds.ts). */
const ownerKinds: Record<FileOwnerType, readonly DocumentKind[]> = recordFileKinds;

/** The upload's extensions plus the detached signature containers (.sig, .p7s). */
export const contractFileRules: FileRules = {
  extensions: contractFileExtensions,
  maxBytes: maxUploadBytes,
};

export interface FileOwner {
  type: FileOwnerType;
  id: string;
  /** The download path prefix: `${base}/${attachmentId}?transfer=binary`. */
  base: string;
}

const urlOf = (owner: FileOwner, row: AttachmentRow) => `${owner.base}/${row.id}?transfer=binary`;

export async function ownerFiles(db: Queryable, owner: FileOwner): Promise<AttachmentRow[]> {
  return db.query<AttachmentRow>(
    `SELECT * FROM attachments WHERE record_type = $1 AND record_id = $2 AND status = 'complete'
      ORDER BY created_at, id`,
    [owner.type, owner.id],
  );
}

export async function listOwnerFiles(db: Queryable, owner: FileOwner) {
  const rows = await ownerFiles(db, owner);
  return list(
    rows.map((r) =>
      attachmentResource(r, { url: urlOf(owner, r), kind_label: documentKindLabel(r.kind) }),
    ),
    { page: 1, per: Math.max(rows.length, 1), total: rows.length },
  );
}

/** One file of the owner, else 404. */
export async function ownerFile(
  db: Queryable,
  owner: FileOwner,
  attachmentId: string,
): Promise<AttachmentRow> {
  const row = await findAttachment(db, attachmentId);
  if (!row || row.record_type !== owner.type || String(row.record_id) !== String(owner.id)) {
    throw new NotFound();
  }
  return row;
}

function kindOf(owner: FileOwner, value: unknown): DocumentKind {
  const kinds = ownerKinds[owner.type];
  if (typeof value === 'string' && (kinds as readonly string[]).includes(value)) {
    return value as DocumentKind;
  }
  throw Unprocessable.field(
    'kind',
    msg.attachmentKind.replace('{kinds}', kinds.join(', ')),
    fieldTitles.kind,
  );
}

/**
 * Links the caller's complete, unowned upload to the owner with its kind:
 * `{data: {type: 'attachment', attributes: {attachment_id, kind}}}` (or `id` in data).
 */
export async function linkFile(
  tx: Queryable,
  admin: AdminPrincipal,
  owner: FileOwner,
  body: unknown,
) {
  const attrs = attributesOf(body, 'attachment');
  const dataId = (body as { data?: { id?: unknown } }).data?.id;
  const f = new Fields({ ...attrs, attachment_id: attrs.attachment_id ?? dataId }, false);
  f.id('attachment_id', fieldTitles.attachment_id, true);
  f.raw('kind');
  const { attachment_id: id } = f.done() as { attachment_id: string };
  const kind = kindOf(owner, attrs.kind);
  const taken = () =>
    Unprocessable.field('attachment_id', msg.attachmentTaken, fieldTitles.attachment_id);
  const [row] = await tx.query<AttachmentRow>(
    'SELECT * FROM attachments WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (
    !row ||
    row.status !== 'complete' ||
    row.record_type !== null ||
    String(row.created_by_admin_id) !== String(admin.id)
  ) {
    throw taken();
  }
  const owned = await ownedCondition(tx);
  const [elsewhere] = await tx.query(`SELECT 1 FROM attachments a WHERE a.id = $1 AND ${owned}`, [
    id,
  ]);
  if (elsewhere) throw taken();
  const refused = fileRuleError(contractFileRules, {
    name: row.original_filename,
    size: Number(row.file_size ?? 0),
  });
  if (refused) throw Unprocessable.field('attachment_id', refused, fieldTitles.attachment_id);
  const [linked] = await tx.query<AttachmentRow>(
    `UPDATE attachments SET record_type = $2, record_id = $3, kind = $4 WHERE id = $1 RETURNING *`,
    [id, owner.type, owner.id, kind],
  );
  return single(
    attachmentResource(linked!, {
      url: urlOf(owner, linked!),
      kind_label: documentKindLabel(kind),
    }),
  );
}

/** The multipart upload straight under the owner; the kind is checked at start. */
export function uploadTarget(
  owner: FileOwner,
  request: FastifyRequest,
  step: string,
): UploadTarget {
  if (step === 'start') {
    const attrs = attributesOf(request.body, 'attachment');
    kindOf(owner, attrs.kind);
  }
  return {
    rules: contractFileRules,
    kind: ownerKinds[owner.type][0]!,
    recordType: owner.type,
    recordId: owner.id,
    extra: (row) => ({ url: urlOf(owner, row), kind_label: documentKindLabel(row.kind) }),
  };
}
