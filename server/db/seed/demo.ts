/**
 * Inserts the demo organizations, the МФЦ and the demo accounts (see demoData.ts). The password
 * is hashed once by the caller and the same hash is stored for every account: argon2id costs
 * about 60 ms, fifteen hashes would slow every first start for nothing.
 */
import { roleLabels } from '../../../src/domain/roles';
import { accountTypeLabels } from '../../../src/domain/accountTypes';
import { insertRow } from '../../http/crud';
import type { Queryable } from '../index';
import {
  demoApplicants,
  demoMfc,
  demoOrganizations,
  demoStaff,
  type DemoOrganization,
} from './demoData';

export interface DemoLogin {
  email: string;
  label: string;
}

type IdMap = Map<string, string>;

async function regionIds(tx: Queryable): Promise<IdMap> {
  const rows = await tx.query<{ id: string; code: string }>('SELECT id, code FROM regions');
  return new Map(rows.map((r) => [r.code, String(r.id)]));
}

function need(map: IdMap, key: string): string {
  const id = map.get(key);
  if (!id) throw new Error(`demo seed: unknown key ${key}`);
  return id;
}

async function insertAddress(
  tx: Queryable,
  kind: 'legal' | 'postal',
  a: DemoOrganization['address'],
): Promise<string> {
  const { zip, ...parts } = a;
  const title = [zip, a.city, a.street, a.house].join(', ');
  return insertRow(tx, 'addresses', { kind, zip_code: zip, ...parts, title });
}

async function seedOrganizations(tx: Queryable, regions: IdMap) {
  const orgIds: IdMap = new Map();
  const branchIds = new Map<string, string[]>();
  for (const o of demoOrganizations) {
    const [legal, postal] = await Promise.all(
      (['legal', 'postal'] as const).map((kind) => insertAddress(tx, kind, o.address)),
    );
    const orgId = await insertRow(tx, 'organizations', {
      name: o.name,
      full_name: o.fullName,
      inn: o.inn,
      ogrn: o.ogrn,
      kpp: o.kpp,
      region_code: o.regionCode,
      unified_phone: o.unifiedPhone,
      phones: o.phones,
      email: o.email,
      legal_address_id: legal,
      postal_address_id: postal,
    });
    orgIds.set(o.key, orgId);
    for (const [code, kinds] of Object.entries(o.affiliations)) {
      const regionId = need(regions, code);
      for (const kind of kinds) {
        await tx.query(
          'INSERT INTO organization_regions (organization_id, region_id, kind) VALUES ($1, $2, $3)',
          [orgId, regionId, kind],
        );
        if (kind === 'rog') {
          await tx.query('UPDATE regions SET main_organization_id = $1 WHERE id = $2', [
            orgId,
            regionId,
          ]);
        }
      }
    }
    const ids: string[] = [];
    for (const b of o.branches) {
      ids.push(
        await insertRow(tx, 'branches', {
          organization_id: orgId,
          name: b.name,
          is_head: b.head ?? false,
          phone: b.phone,
          region_id: need(regions, b.regionCode),
        }),
      );
    }
    branchIds.set(o.key, ids);
    await tx.query(
      `INSERT INTO organization_services (organization_id, service_id)
       SELECT $1, id FROM services WHERE kind = ANY($2::text[])`,
      [orgId, o.services],
    );
  }
  return { orgIds, branchIds };
}

export async function seedDemo(tx: Queryable, passwordHash: string): Promise<DemoLogin[]> {
  const regions = await regionIds(tx);
  const { orgIds, branchIds } = await seedOrganizations(tx, regions);
  const [mfc] = await tx.query<{ id: string }>(
    'INSERT INTO mfcs (name, region_id, address, phone) VALUES ($1, $2, $3, $4) RETURNING id',
    [demoMfc.name, need(regions, demoMfc.regionCode), demoMfc.address, demoMfc.phone],
  );
  const logins: DemoLogin[] = [];
  for (const [i, s] of demoStaff.entries()) {
    const email = `${s.login ?? s.role}@eog.test`;
    const orgId = s.organization ? need(orgIds, s.organization) : null;
    const branchId =
      s.organization && s.branch !== undefined ? branchIds.get(s.organization)![s.branch] : null;
    await tx.query(
      `INSERT INTO admin_users (email, phone, encrypted_password, first_name, last_name,
         middle_name, role, organization_id, branch_id, region_id, mfc_id, executor_selection,
         social_assistance, confirmed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, now())`,
      [
        email,
        `7900000${String(i + 1).padStart(4, '0')}`,
        passwordHash,
        s.firstName,
        s.lastName,
        s.middleName,
        s.role,
        orgId,
        branchId ?? null,
        s.regionCode ? need(regions, s.regionCode) : null,
        s.mfc ? String(mfc!.id) : null,
        s.executorSelection ?? false,
        s.socialAssistance ?? false,
      ],
    );
    logins.push({ email, label: roleLabels[s.role] });
  }
  const portal = await tx.query<{ id: string }>("SELECT id FROM sources WHERE slug = 'portal'");
  for (const a of demoApplicants) {
    await tx.query(
      `INSERT INTO users (account_type, email, phone, encrypted_password, first_name, last_name,
         middle_name, snils, valide_snils, inn, ogrn, kpp, organization_name,
         organization_full_name, region_id, source_id, gender, birth_date, confirmed_at,
         policy_agreed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
               now(), now())`,
      [
        a.accountType,
        a.email,
        a.phone,
        passwordHash,
        a.firstName,
        a.lastName,
        a.middleName,
        a.snils ?? null,
        a.snils !== undefined,
        a.inn ?? null,
        a.ogrn ?? null,
        a.kpp ?? null,
        a.organizationName ?? null,
        a.organizationFullName ?? null,
        need(regions, '60'),
        portal[0]?.id ?? null,
        a.gender,
        a.birthDate,
      ],
    );
    logins.push({ email: a.email, label: accountTypeLabels[a.accountType] });
  }
  return logins;
}
