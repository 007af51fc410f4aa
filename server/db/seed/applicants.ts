/**
 * Demo leads of the demo applicants (demoData.ts), so the applicants' leads tab, the leads
 * reassignment and the scoping of the applicants' list have something real to show: the
 * Псков ГРО sees the individual and the legal entity, the МФЦ the entrepreneur it took an
 * application from, the Московская область ГРО one lead of the individual.
 */
import type { LeadStatus } from '../../../src/domain/leadStatuses';
import type { Queryable } from '../index';

interface DemoLead {
  uid: string;
  status: LeadStatus;
  user: string;
  organization: string;
  regionCode: string;
  service: string;
  source: string;
  /** The personal manager's demo login. */
  admin?: string;
  viaMfc?: boolean;
  /** Submitted this many days ago (the SLA counts from it); drafts are not submitted. */
  submittedDaysAgo?: number;
  /** The gas object's address. */
  gasObject?: {
    region: string;
    city?: string;
    settlement?: string;
    street?: string;
    house?: string;
  };
}

export const demoLeads: DemoLead[] = [
  {
    uid: '60-ПС-000101',
    status: 'registered',
    user: 'fl@eog.test',
    organization: 'АО «Газпром газораспределение Псков»',
    regionCode: '60',
    service: 'technical_connection',
    source: 'portal',
    admin: 'operator@eog.test',
    submittedDaysAgo: 3,
    gasObject: {
      region: 'Псковская область',
      city: 'г. Псков',
      street: 'ул. Советская',
      house: '12',
    },
  },
  {
    uid: '60-ПС-000102',
    status: 'contract_signed',
    user: 'fl@eog.test',
    organization: 'АО «Газпром газораспределение Псков»',
    regionCode: '60',
    service: 'dogasification',
    source: 'portal',
    admin: 'senior_manager@eog.test',
    submittedDaysAgo: 25,
    gasObject: {
      region: 'Псковская область',
      settlement: 'д. Родина',
      street: 'ул. Лесная',
      house: '3',
    },
  },
  {
    uid: '50-МО-000103',
    status: 'in_progress',
    user: 'fl@eog.test',
    organization: 'АО «Мособлгаз»',
    regionCode: '50',
    service: 'technical_connection',
    source: 'portal',
    submittedDaysAgo: 20,
    gasObject: {
      region: 'Московская область',
      city: 'г. Подольск',
      street: 'ул. Садовая',
      house: '7',
    },
  },
  {
    uid: '60-ПС-000104',
    status: 'document_check',
    user: 'ul@eog.test',
    organization: 'АО «Газпром газораспределение Псков»',
    regionCode: '60',
    service: 'technical_connection',
    source: 'portal',
    admin: 'operator@eog.test',
    submittedDaysAgo: 45,
    gasObject: {
      region: 'Псковская область',
      city: 'г. Великие Луки',
      street: 'пр. Ленина',
      house: '1',
    },
  },
  {
    uid: '60-МФ-000105',
    status: 'draft',
    user: 'ip@eog.test',
    organization: 'АО «Газпром газораспределение Псков»',
    regionCode: '60',
    service: 'pre_tech_specification',
    source: 'mfc',
    viaMfc: true,
    gasObject: { region: 'Псковская область', settlement: 'пос. Середка' },
  },
];

export async function seedApplicants(tx: Queryable): Promise<void> {
  for (const lead of demoLeads) {
    const [user] = await tx.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      lead.user,
    ]);
    if (!user) throw new Error(`demo seed: no applicant ${lead.user}`);
    await tx.query(
      `INSERT INTO leads (uid, status, user_id, admin_id, organization_id, branch_id, service_id,
         source_id, region_id, mfc_id)
       SELECT $1, $2, $3,
              (SELECT id FROM admin_users WHERE email = $4),
              o.id,
              (SELECT id FROM branches b WHERE b.organization_id = o.id ORDER BY is_head DESC, id LIMIT 1),
              (SELECT id FROM services WHERE kind = $6),
              (SELECT id FROM sources WHERE slug = $7),
              (SELECT id FROM regions WHERE code = $8),
              CASE WHEN $9 THEN (SELECT id FROM mfcs ORDER BY id LIMIT 1) END
         FROM organizations o WHERE o.name = $5`,
      [
        lead.uid,
        lead.status,
        user.id,
        lead.admin ?? null,
        lead.organization,
        lead.service,
        lead.source,
        lead.regionCode,
        lead.viaMfc ?? false,
      ],
    );
    if (lead.gasObject) {
      const g = lead.gasObject;
      const title = [g.region, g.city, g.settlement, g.street, g.house && `д. ${g.house}`]
        .filter(Boolean)
        .join(', ');
      await tx.query(
        `WITH a AS (
           INSERT INTO addresses (kind, region, city, settlement, street, house, title)
           VALUES ('gas_object', $2, $3, $4, $5, $6, $7) RETURNING id)
         UPDATE leads SET gas_object_address_id = (SELECT id FROM a) WHERE uid = $1`,
        [
          lead.uid,
          g.region,
          g.city ?? null,
          g.settlement ?? null,
          g.street ?? null,
          g.house ?? null,
          title,
        ],
      );
    }
    if (lead.submittedDaysAgo !== undefined) {
      await tx.query(
        `UPDATE leads SET submitted_at = now() - make_interval(days => $2),
                feedback_type = 'E-mail', contract_sign_type = 'electronic',
                informed_consent_at = now() - make_interval(days => $2)
          WHERE uid = $1`,
        [lead.uid, lead.submittedDaysAgo],
      );
    }
  }
}
