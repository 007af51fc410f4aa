/**
 * What the portal tells the integrations about a lead (issue 6 "Integration messages"), always
 * inside the transaction of the change it reports (./enqueue.ts):
 *   leads.epgu              the ЕПГУ status code of the lead's status, with the organization's
 *                           ЕПГУ code and the ЕПГУ order number; only statuses with a code
 *   leads.coordinate_center the lead for the coordination centre, under Russian keys
 *   leads.attachments       one message per lead document, with its kind (on registration, then
 *                           each document added to a submitted lead)
 */
import { documentKindLabel } from '../../src/domain/documentKinds';
import { leadStatusLabel, type LeadStatus } from '../../src/domain/leadStatuses';
import { formatDateTime } from '../../src/format/date';
import type { Queryable } from '../db';
import { enqueueMessage } from './enqueue';

/** ЕПГУ status codes of the lead statuses that have one. */
export const epguStatusCodes: Partial<Record<LeadStatus, number>> = {
  registered: 1001,
  document_check: 1007,
  documents_given: 1007,
  in_progress: 1007,
  implementation: 1007,
  connection: 1007,
  gas_start: 1007,
  pending: 1014,
  denied: 1004,
  finished: 1003,
  annulled: 1084,
};

/**
 * Contract events reported to ЕПГУ while the lead is in_progress (the contracts module sends
 * them with `enqueueEpgu`): the offer is sent, the applicant is signing.
 */
export const epguContractCodes = { offer: 1019, applicantSigning: 1107 } as const;

interface LeadFacts {
  id: string;
  uid: string | null;
  status: string;
  status_changed_at: Date | string;
  submitted_at: Date | string | null;
  epgu_order_id: string | null;
  status_note: string | null;
  epgu_code: string | null;
  service_name: string | null;
  organization_name: string | null;
  region_name: string | null;
  applicant_name: string | null;
  gas_object: string | null;
}

async function leadFacts(db: Queryable, leadId: string | number): Promise<LeadFacts> {
  const [row] = await db.query<LeadFacts>(
    `SELECT l.id, l.uid, l.status, l.status_changed_at, l.submitted_at, l.epgu_order_id,
            l.status_note, os.epgu_code, s.name AS service_name, o.name AS organization_name,
            r.name AS region_name,
            coalesce(nullif(u.organization_name, ''), concat_ws(' ', nullif(u.last_name, ''),
              nullif(u.first_name, ''), nullif(u.middle_name, ''))) AS applicant_name,
            a.title AS gas_object
       FROM leads l
       JOIN users u ON u.id = l.user_id
       LEFT JOIN organization_settings os ON os.organization_id = l.organization_id
       LEFT JOIN services s ON s.id = l.service_id
       LEFT JOIN organizations o ON o.id = l.organization_id
       LEFT JOIN regions r ON r.id = l.region_id
       LEFT JOIN addresses a ON a.id = l.gas_object_address_id
      WHERE l.id = $1`,
    [leadId],
  );
  if (!row) throw new Error(`outbox: no lead ${leadId}`);
  return row;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** One leads.epgu message: the lead's `status` in English and the ЕПГУ code of the event. */
export async function enqueueEpgu(
  tx: Queryable,
  leadId: string | number,
  status: string,
  code: number,
): Promise<string> {
  const lead = await leadFacts(tx, leadId);
  return enqueueMessage(tx, {
    queue: 'leads.epgu',
    messageableType: 'Lead',
    messageableId: lead.id,
    message: {
      uid: lead.uid,
      epgu_order_id: lead.epgu_order_id,
      organization_code: lead.epgu_code,
      status,
      // The live portal's name for the ЕПГУ status code (issue 20).
      org_code: code,
      status_changed_at: iso(lead.status_changed_at),
      comment: lead.status_note,
    },
  });
}

/** The coordination centre's view of the lead, under the Russian keys it reads. */
function coordinateCenterMessage(lead: LeadFacts): Record<string, unknown> {
  return {
    'Номер заявки': lead.uid,
    'Номер заявки ЕПГУ': lead.epgu_order_id,
    'Статус ЕОГ': leadStatusLabel(lead.status),
    'Код статуса': lead.status,
    'Дата изменения статуса': formatDateTime(lead.status_changed_at, 'table'),
    'Дата подачи заявки': lead.submitted_at ? formatDateTime(lead.submitted_at, 'table') : null,
    Услуга: lead.service_name,
    Организация: lead.organization_name,
    Регион: lead.region_name,
    Заявитель: lead.applicant_name,
    'Адрес объекта': lead.gas_object,
    Комментарий: lead.status_note,
  };
}

/** The messages of the lead's current status: ЕПГУ (when it has a code) and the centre. */
export async function enqueueLeadMessages(tx: Queryable, leadId: string | number): Promise<void> {
  const lead = await leadFacts(tx, leadId);
  const code = epguStatusCodes[lead.status as LeadStatus];
  if (code !== undefined) await enqueueEpgu(tx, lead.id, lead.status, code);
  await enqueueMessage(tx, {
    queue: 'leads.coordinate_center',
    messageableType: 'Lead',
    messageableId: lead.id,
    message: coordinateCenterMessage(lead),
  });
}

/**
 * One leads.attachments message per complete document of the lead (or only `attachmentId`);
 * returns how many.
 */
export async function enqueueLeadAttachments(
  tx: Queryable,
  leadId: string | number,
  attachmentId?: string,
): Promise<number> {
  const lead = await leadFacts(tx, leadId);
  const files = await tx.query<{
    id: string;
    kind: string;
    original_filename: string;
    content_type: string | null;
    file_size: string | null;
    created_at: Date;
  }>(
    `SELECT id, kind, original_filename, content_type, file_size, created_at FROM attachments
      WHERE record_type = 'Lead' AND record_id = $1 AND status = 'complete'
        AND ($2::bigint IS NULL OR id = $2) ORDER BY id`,
    [lead.id, attachmentId ?? null],
  );
  for (const f of files) {
    await enqueueMessage(tx, {
      queue: 'leads.attachments',
      messageableType: 'Lead',
      messageableId: lead.id,
      // The live portal's shape: the document under attachments_attributes (issue 20).
      message: {
        uid: lead.uid,
        epgu_order_id: lead.epgu_order_id,
        attachments_attributes: [
          {
            id: f.id,
            kind: f.kind,
            kind_label: documentKindLabel(f.kind),
            original_filename: f.original_filename,
            content_type: f.content_type,
            file_size: f.file_size === null ? null : Number(f.file_size),
            created_at: iso(f.created_at),
          },
        ],
      },
    });
  }
  return files.length;
}

/**
 * A document added to a lead after its registration goes out on its own; a draft's documents
 * wait for the registration, which sends them all.
 */
export async function enqueueLateLeadAttachment(
  tx: Queryable,
  leadId: string | number,
  attachmentId: string,
): Promise<void> {
  const [lead] = await tx.query<{ submitted_at: Date | null }>(
    'SELECT submitted_at FROM leads WHERE id = $1',
    [leadId],
  );
  if (lead?.submitted_at) await enqueueLeadAttachments(tx, leadId, attachmentId);
}
