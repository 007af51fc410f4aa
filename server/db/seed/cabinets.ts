/**
 * The demo applicants' cabinets (issue 17): every demo applicant finds something on every
 * cabinet page — a draft, a registered lead, one in work with its documents, one with a signed
 * contract and an additional agreement (ДС) awaiting their signature, one finished and rated,
 * one denied with its reason. What applicants.ts and ratings.ts already give is not repeated
 * (the individual's registered 60-ПС-000101 and finished, rated 60-ПС-000102; the
 * entrepreneur's draft 60-МФ-000105).
 *
 * The leads are written as the app writes them, minus its side effects: the uid from the
 * app's counter (nextLeadUid), every status move checked against the machines of src/domain
 * (lead, contract, ДС) and recorded in their history tables with its actor and a date in the
 * past, but no outbox message and no notice — nothing happened, nobody outside is told.
 * Documents are attachments rows under the lead, the contract and the ДС with small PDFs whose
 * keys start with `demo/`; storeDemoFiles writes their bytes through the app's storage (the
 * seed does when its caller hands one over; the tests' template has none).
 */
import { canMoveAgreement } from '../../../src/domain/agreementTransitions';
import type { AgreementStatus } from '../../../src/domain/agreements';
import type { ContractStatus } from '../../../src/domain/contractStatuses';
import { canMoveContract } from '../../../src/domain/contractTransitions';
import { documentKindLabels, type DocumentKind } from '../../../src/domain/documentKinds';
import { leadRatingCriteria, siteRatingCriteria } from '../../../src/domain/ratings';
import {
  leadEntryStatuses,
  leadMoveErrors,
  type LeadActorKind,
} from '../../../src/domain/leadTransitions';
import type { LeadStatus } from '../../../src/domain/leadStatuses';
import { nextLeadUid, organizationPart, regionPart } from '../../modules/leads/uid';
import { contentTypeOf } from '../../storage/disposition';
import { newStorageKey } from '../../storage/index';
import type { Storage } from '../../storage/types';
import type { Queryable } from '../index';
import { requireId } from './ids';

type Story = 'draft' | 'registered' | 'documents' | 'contract' | 'finished' | 'denied';

/** Per applicant, the stories the earlier demo steps do not tell yet. */
const cabinets: { email: string; stories: Story[] }[] = [
  { email: 'fl@eog.test', stories: ['draft', 'documents', 'contract', 'denied'] },
  {
    email: 'ul@eog.test',
    stories: ['draft', 'registered', 'documents', 'contract', 'finished', 'denied'],
  },
  { email: 'ip@eog.test', stories: ['registered', 'documents', 'contract', 'finished', 'denied'] },
];

const ORGANIZATION = 'АО «Газпром газораспределение Псков»';
const STAFF = 'operator@eog.test';
const REGION = 'Псковская область';

interface Move {
  to: LeadStatus;
  by: LeadActorKind;
  /** Days after the submission. */
  day: number;
}

interface StoryPlan {
  service: string;
  /** Submitted this many days ago (drafts: created). */
  daysAgo: number;
  moves: Move[];
  place: { city?: string; settlement?: string; street: string; house: string };
}

const entry = (to: LeadStatus): Move => ({ to, by: 'applicant', day: 0 });
const staff = (to: LeadStatus, day: number): Move => ({ to, by: 'staff', day });
const checked = [entry('registered'), staff('document_check', 2)];

const plans: Record<Story, StoryPlan> = {
  draft: {
    service: 'technical_connection',
    daysAgo: 1,
    moves: [entry('draft')],
    place: { settlement: 'д. Писковичи', street: 'ул. Луговая', house: '8' },
  },
  registered: {
    service: 'gas_metring_installation',
    daysAgo: 2,
    moves: [entry('registered')],
    place: { city: 'г. Псков', street: 'ул. Труда', house: '21' },
  },
  documents: {
    service: 'technical_connection',
    daysAgo: 12,
    moves: [...checked, staff('in_progress', 5)],
    place: { city: 'г. Остров', street: 'ул. Островских молодогвардейцев', house: '4' },
  },
  contract: {
    service: 'technical_connection',
    daysAgo: 28,
    moves: [
      ...checked,
      staff('in_progress', 4),
      staff('contract_preparation', 6),
      staff('contract_on_applicant_sign', 10),
      { to: 'contract_signed', by: 'applicant', day: 13 },
    ],
    place: { settlement: 'д. Неёлово', street: 'ул. Садовая', house: '15' },
  },
  finished: {
    service: 'pre_tech_specification',
    daysAgo: 40,
    moves: [...checked, staff('spec_preparation', 4), staff('finished', 14)],
    place: { city: 'г. Порхов', street: 'ул. Гагарина', house: '30' },
  },
  denied: {
    service: 'technical_connection',
    daysAgo: 30,
    moves: [...checked, staff('denied', 9)],
    place: { settlement: 'пос. Середка', street: 'ул. Школьная', house: '2' },
  },
};

/** The applicant's own uploads to the lead in work, besides the identity document. */
const leadDocuments: DocumentKind[] = ['land_egrn', 'situation_plan', 'gas_flow'];
const identityDocument: Record<string, DocumentKind> = {
  individual_person: 'passport',
  legal_entity: 'egrul',
  entrepreneur: 'egrip',
};

const DENIAL_NOTE =
  'Газопровод-источник в д. Середка не имеет резерва пропускной способности; ' +
  'подключение станет возможным после реконструкции (план 2027 года).';

// --- files --------------------------------------------------------------------------------

/** A one-page PDF naming the document kind (ASCII: the base fonts have no Cyrillic). */
function demoPdf(kind: string): Buffer {
  const text = `EOG Portal - demo document (${kind.replace(/[^a-z_]/g, '')})`;
  const stream = `BT /F1 14 Tf 72 770 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R ' +
      '/Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) pdf += `${String(at).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const DEMO_PREFIX = 'demo';

/**
 * A complete demo PDF owned through a file column (an instruction's): its bytes follow with
 * storeDemoFiles. Returns the attachment's id.
 */
export async function insertDemoFile(tx: Queryable, kind: string, filename: string) {
  return requireId(
    tx,
    `INSERT INTO attachments (kind, original_filename, content_type, file_size, storage_key,
       status, completed_at)
     VALUES ($1, $2, $3, $4, $5, 'complete', now()) RETURNING id`,
    [
      kind,
      filename,
      contentTypeOf(filename),
      demoPdf(kind).length,
      newStorageKey(DEMO_PREFIX, 'pdf'),
    ],
  );
}

/**
 * Writes the bytes of every demo file the storage lacks (the seed's own files, keys under
 * `demo/`), through the app's storage so downloads work; returns how many it wrote.
 */
export async function storeDemoFiles(db: Queryable, storage: Storage): Promise<number> {
  const rows = await db.query<{ storage_key: string; kind: string; content_type: string }>(
    `SELECT storage_key, kind, content_type FROM attachments
      WHERE storage_key LIKE $1 AND status = 'complete' ORDER BY id`,
    [`${DEMO_PREFIX}/%`],
  );
  let written = 0;
  for (const row of rows) {
    if ((await storage.size(row.storage_key)) !== undefined) continue;
    await storage.put(row.storage_key, demoPdf(row.kind), row.content_type);
    written += 1;
  }
  return written;
}

interface Owner {
  type: 'Lead' | 'Contract' | 'ContractAgreement';
  id: string;
}

async function attach(
  tx: Queryable,
  owner: Owner,
  kind: DocumentKind,
  author: { userId?: string; adminId?: string },
  daysAgo: number,
): Promise<void> {
  const filename = `${documentKindLabels[kind]}.pdf`;
  await tx.query(
    `INSERT INTO attachments (kind, original_filename, content_type, file_size, storage_key,
       status, record_type, record_id, created_by_admin_id, created_by_user_id, created_at,
       completed_at)
     VALUES ($1, $2, $3, $4, $5, 'complete', $6, $7, $8, $9,
             now() - make_interval(days => $10), now() - make_interval(days => $10))`,
    [
      kind,
      filename,
      contentTypeOf(filename),
      demoPdf(kind).length,
      newStorageKey(DEMO_PREFIX, 'pdf'),
      owner.type,
      owner.id,
      author.adminId ?? null,
      author.userId ?? null,
      daysAgo,
    ],
  );
}

// --- leads ---------------------------------------------------------------------------------

interface Context {
  organizationId: string;
  branchId: string;
  regionId: string;
  sourceId: string;
  staffId: string;
  uidPrefix: { region: string; organization: string };
}

async function context(tx: Queryable): Promise<Context> {
  const [org] = await tx.query<{ id: string; short_code: string | null; code: string }>(
    `SELECT o.id, o.short_code, r.code FROM organizations o
       JOIN regions r ON r.code = o.region_code WHERE o.name = $1`,
    [ORGANIZATION],
  );
  if (!org) throw new Error(`cabinets seed: no ${ORGANIZATION}`);
  return {
    organizationId: String(org.id),
    branchId: await requireId(
      tx,
      'SELECT id FROM branches WHERE organization_id = $1 ORDER BY is_head DESC, id LIMIT 1',
      [org.id],
    ),
    regionId: await requireId(tx, 'SELECT id FROM regions WHERE code = $1', [org.code]),
    sourceId: await requireId(tx, "SELECT id FROM sources WHERE slug = 'portal'"),
    staffId: await requireId(tx, 'SELECT id FROM admin_users WHERE email = $1', [STAFF]),
    uidPrefix: {
      region: regionPart(org.code),
      organization: organizationPart(org.short_code, ORGANIZATION),
    },
  };
}

const when = (daysAgo: number) => `now() - make_interval(days => ${Math.max(daysAgo, 0)})`;

/** Records the lead's moves, each checked against the lead status machine. */
async function moveLead(
  tx: Queryable,
  leadId: string,
  plan: StoryPlan,
  userId: string,
  ctx: Context,
  reasons: Record<string, string>,
): Promise<void> {
  let from: LeadStatus | null = null;
  for (const move of plan.moves) {
    const attrs: Record<string, unknown> =
      move.to === 'denied'
        ? {
            rejection_reason_id: reasons.rejection,
            service_is_provided_kind: 'service_refused',
            note: DENIAL_NOTE,
          }
        : {};
    const errors =
      from === null
        ? leadEntryStatuses.includes(move.to)
          ? []
          : [{ message: 'not an entry status' }]
        : leadMoveErrors(from, move.to, move.by, attrs, {
            contractStatus: move.to === 'contract_signed' ? 'current' : null,
          });
    if (errors.length) {
      throw new Error(`cabinets seed: ${from} → ${move.to}: ${errors[0]!.message}`);
    }
    await tx.query(
      `INSERT INTO lead_status_changes
         (lead_id, from_status, to_status, note, reason_id, details, admin_id, user_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, ${when(plan.daysAgo - move.day)})`,
      [
        leadId,
        from,
        move.to,
        (attrs.note as string | undefined) ?? null,
        (attrs.rejection_reason_id as string | undefined) ?? null,
        JSON.stringify({
          ...(from === null ? { initial: true } : {}),
          ...(move.to === 'denied'
            ? { reason_kind: 'rejection_reason', service_is_provided_kind: 'service_refused' }
            : {}),
        }),
        move.by === 'staff' ? ctx.staffId : null,
        move.by === 'applicant' ? userId : null,
      ],
    );
    from = move.to;
  }
  const last = plan.moves.at(-1)!;
  await tx.query(
    `UPDATE leads SET status = $2, status_changed_at = ${when(plan.daysAgo - last.day)},
            status_note = $3, rejection_reason_id = $4, service_is_provided_kind = $5
      WHERE id = $1`,
    [
      leadId,
      last.to,
      last.to === 'denied' ? DENIAL_NOTE : null,
      last.to === 'denied' ? reasons.rejection : null,
      last.to === 'denied' ? 'service_refused' : null,
    ],
  );
}

async function insertLead(
  tx: Queryable,
  story: Story,
  userId: string,
  ctx: Context,
): Promise<{ id: string; uid: string }> {
  const plan = plans[story];
  const p = plan.place;
  const title = [REGION, p.city, p.settlement, p.street, `д. ${p.house}`]
    .filter(Boolean)
    .join(', ');
  const addressId = await requireId(
    tx,
    `INSERT INTO addresses (kind, region, city, settlement, street, house, title)
     VALUES ('gas_object', $1, $2, $3, $4, $5, $6) RETURNING id`,
    [REGION, p.city ?? null, p.settlement ?? null, p.street, p.house, title],
  );
  const uid = await nextLeadUid(tx, ctx.uidPrefix.region, ctx.uidPrefix.organization);
  const submitted = story !== 'draft';
  // created_at stays the seed's time, as for the other demo leads: the lists sort by it.
  const id = await requireId(
    tx,
    `INSERT INTO leads (uid, status, user_id, admin_id, organization_id, branch_id, service_id,
       source_id, region_id, gas_object_address_id, submitted_at, feedback_type,
       contract_sign_type, informed_consent_at)
     VALUES ($1, 'draft', $2, $3, $4, $5, (SELECT id FROM services WHERE kind = $6), $7, $8, $9,
             CASE WHEN $10 THEN ${when(plan.daysAgo)} END, 'E-mail', 'electronic',
             CASE WHEN $10 THEN ${when(plan.daysAgo)} END)
     RETURNING id`,
    [
      uid,
      userId,
      story === 'draft' || story === 'registered' ? null : ctx.staffId,
      ctx.organizationId,
      ctx.branchId,
      plan.service,
      ctx.sourceId,
      ctx.regionId,
      addressId,
      submitted,
    ],
  );
  return { id, uid };
}

// --- contract and ДС ----------------------------------------------------------------------

async function walkContract(
  tx: Queryable,
  contractId: string,
  moves: { to: ContractStatus; by: 'staff' | 'applicant'; daysAgo: number }[],
  userId: string,
  ctx: Context,
): Promise<void> {
  let from: ContractStatus | null = null;
  for (const m of moves) {
    if (from !== null && !canMoveContract(from, m.to, m.by)) {
      throw new Error(`cabinets seed: contract ${from} → ${m.to}`);
    }
    await tx.query(
      `INSERT INTO contract_status_changes (contract_id, from_status, to_status, admin_id, user_id,
         created_at) VALUES ($1, $2, $3, $4, $5, ${when(m.daysAgo)})`,
      [
        contractId,
        from,
        m.to,
        m.by === 'staff' ? ctx.staffId : null,
        m.by === 'staff' ? null : userId,
      ],
    );
    from = m.to;
  }
}

async function walkAgreement(
  tx: Queryable,
  agreementId: string,
  moves: { to: AgreementStatus; daysAgo: number }[],
  ctx: Context,
): Promise<void> {
  let from: AgreementStatus | null = null;
  for (const m of moves) {
    if (from !== null && !canMoveAgreement(from, m.to, 'staff')) {
      throw new Error(`cabinets seed: ДС ${from} → ${m.to}`);
    }
    await tx.query(
      `INSERT INTO contract_agreement_status_changes (agreement_id, from_status, to_status,
         admin_id, created_at) VALUES ($1, $2, $3, $4, ${when(m.daysAgo)})`,
      [agreementId, from, m.to, ctx.staffId],
    );
    from = m.to;
  }
}

/** The signed contract (on the lead's contract dates) and a ДС on the applicant's signature. */
async function contractWithAgreement(
  tx: Queryable,
  lead: { id: string; uid: string },
  userId: string,
  ctx: Context,
): Promise<void> {
  const plan = plans.contract;
  const day = (d: number) => plan.daysAgo - d;
  const contractId = await requireId(
    tx,
    `INSERT INTO contracts (lead_id, number, status, status_changed_at, concluded_at, valid_until,
       works_deadline, amount, created_by_admin_id, created_at)
     VALUES ($1, $2, 'current', ${when(day(13))}, (${when(day(13))})::date,
             (${when(day(13))} + interval '2 years')::date,
             (${when(day(13))} + interval '1 year')::date, 58400, $3, ${when(day(6))})
     RETURNING id`,
    [lead.id, `ДГ-${lead.uid}`, ctx.staffId],
  );
  await walkContract(
    tx,
    contractId,
    [
      { to: 'offer_preparation', by: 'staff', daysAgo: day(6) },
      { to: 'on_applicant_sign', by: 'staff', daysAgo: day(10) },
      { to: 'current', by: 'applicant', daysAgo: day(13) },
    ],
    userId,
    ctx,
  );
  await attach(
    tx,
    { type: 'Contract', id: contractId },
    'contract',
    { adminId: ctx.staffId },
    day(10),
  );

  const agreementId = await requireId(
    tx,
    `INSERT INTO contract_agreements (contract_id, number, status, source, delivery,
       agreement_term_id, subject, status_changed_at, created_by_admin_id, created_at)
     VALUES ($1, $2, 'on_applicant_sign', 'portal', 'branch',
             (SELECT id FROM dictionaries WHERE dictionary_type = 'agreement_term'
               ORDER BY position, id OFFSET 1 LIMIT 1),
             $3, ${when(2)}, $4, ${when(9)})
     RETURNING id`,
    [
      contractId,
      `ДС-1 к ДГ-${lead.uid}`,
      'Перенос срока выполнения мероприятий по подключению на 90 дней ' +
        'в связи с согласованием прохождения газопровода по землям поселения.',
      ctx.staffId,
    ],
  );
  await walkAgreement(
    tx,
    agreementId,
    [
      { to: 'draft', daysAgo: 9 },
      { to: 'registered', daysAgo: 8 },
      { to: 'in_progress', daysAgo: 6 },
      { to: 'on_applicant_sign', daysAgo: 2 },
    ],
    ctx,
  );
  await attach(
    tx,
    { type: 'ContractAgreement', id: agreementId },
    'agreement',
    { adminId: ctx.staffId },
    2,
  );
}

// --- ratings -------------------------------------------------------------------------------

async function rate(tx: Queryable, leadId: string, userId: string, daysAgo: number) {
  const criteria = [...siteRatingCriteria, ...leadRatingCriteria];
  const grades = criteria.map((_, i) => (i % 4 === 3 ? 4 : 5));
  await tx.query(
    `INSERT INTO ratings (user_id, lead_id, lead_status, comment, created_at,
       ${criteria.join(', ')})
     VALUES ($1, $2, 'finished', $3, ${when(daysAgo)}, ${criteria.map((_, i) => `$${i + 4}`).join(', ')})`,
    [userId, leadId, 'Технические условия выдали быстрее срока, всё понятно объяснили.', ...grades],
  );
}

// --- the step ------------------------------------------------------------------------------

export async function seedCabinets(tx: Queryable, storage?: Storage): Promise<void> {
  const ctx = await context(tx);
  const reasons = {
    rejection: await requireId(
      tx,
      `SELECT id FROM dictionaries WHERE dictionary_type = 'rejection_reason' AND active
        ORDER BY position, id LIMIT 1`,
      [],
    ),
  };
  for (const cabinet of cabinets) {
    const [user] = await tx.query<{ id: string; account_type: string }>(
      'SELECT id, account_type FROM users WHERE email = $1',
      [cabinet.email],
    );
    if (!user) throw new Error(`cabinets seed: no applicant ${cabinet.email}`);
    const userId = String(user.id);
    for (const story of cabinet.stories) {
      const lead = await insertLead(tx, story, userId, ctx);
      const plan = plans[story];
      await moveLead(tx, lead.id, plan, userId, ctx, reasons);
      const owner: Owner = { type: 'Lead', id: lead.id };
      if (story === 'documents') {
        const kinds = [identityDocument[user.account_type] ?? 'passport', ...leadDocuments];
        for (const kind of kinds) await attach(tx, owner, kind, { userId }, plan.daysAgo);
      }
      if (story === 'contract') await contractWithAgreement(tx, lead, userId, ctx);
      if (story === 'finished') {
        const issuedAgo = plan.daysAgo - 14;
        await attach(
          tx,
          owner,
          'pre_technical_specifications',
          { adminId: ctx.staffId },
          issuedAgo,
        );
        await rate(tx, lead.id, userId, issuedAgo - 1);
      }
      if (story === 'denied') {
        await attach(tx, owner, 'denial_letter', { adminId: ctx.staffId }, plan.daysAgo - 9);
      }
    }
  }
  if (storage) await storeDemoFiles(tx, storage);
}
