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
  },
  {
    uid: '50-МО-000103',
    status: 'in_progress',
    user: 'fl@eog.test',
    organization: 'АО «Мособлгаз»',
    regionCode: '50',
    service: 'technical_connection',
    source: 'portal',
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
  }
}
