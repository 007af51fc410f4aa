/**
 * Reading organizations: the list filters of seed 001 §7 (active, query, region_id,
 * affiliation_kinds[], without_relations, ids) and the `included` relations.
 */
import type { Queryable } from '../../db';
import { BadRequest, NotFound } from '../../jsonapi/errors';
import { filterBool, filterIds, filterList, type ListQuery } from '../../jsonapi/query';
import { list, resource, single, type Document, type Resource } from '../../jsonapi/serialize';
import { addressKeys, addressParts } from './organizationWrite';
import { addressesByIds } from './addressData';
import { branchesByIds } from './branchData';
import {
  affiliatedSql,
  organizationRegionKinds,
  loadLinks,
  ORG_COLUMNS,
  serializeOrganization,
  type OrgRow,
} from './organizationData';
import { fetchPage, orderBy, Where } from '../../db/sql';
import { regions } from '../../../src/registries';
import { resourcesByIds } from '../../registries/read';

export function organizationWhere(q: ListQuery, site: boolean): Where {
  const where = new Where().search(['name', 'full_name', 'inn'], q.query);
  const active = site ? true : filterBool(q.filters, 'active');
  if (active !== undefined) where.and(`active = ${where.p(active)}`);
  const ids = filterIds(q.filters, 'ids');
  if (ids.length) where.and(`id = ANY(${where.p(ids)}::bigint[])`);
  const regions = [...filterIds(q.filters, 'region_id'), ...filterIds(q.filters, 'region_ids')];
  const kinds = filterList(q.filters, 'affiliation_kinds');
  if (kinds.some((k) => !(organizationRegionKinds as readonly string[]).includes(k))) {
    throw new BadRequest('Неизвестный вид принадлежности', '/affiliation_kinds');
  }
  if (regions.length || kinds.length)
    where.and(affiliatedSql(where, kinds, regions, 'organizations'));
  return where;
}

/** Resolves `included=` names against the relationships of the serialized organizations. */
async function includedFor(db: Queryable, data: Resource[], names: string[]) {
  const idsOf = (rel: string) =>
    data.flatMap((o) => {
      const d = o.relationships?.[rel]?.data;
      return d ? (Array.isArray(d) ? d : [d]).map((x) => x.id) : [];
    });
  const out: Resource[] = [];
  if (names.includes('branches') || names.includes('head_branch')) {
    const ids = [
      ...(names.includes('branches') ? idsOf('branches') : []),
      ...(names.includes('head_branch') ? idsOf('head_branch') : []),
    ];
    out.push(...(await branchesByIds(db, ids)));
  }
  const regionRels = names.filter((n) => n === 'regions' || n.endsWith('_regions'));
  const regionIds = regionRels.filter((n) => n !== 'organization_regions').flatMap(idsOf);
  out.push(...(await resourcesByIds(db, regions, regionIds)));
  const addressRels = names.filter((n) => n === 'legal_address' || n === 'postal_address');
  out.push(...(await addressesByIds(db, addressRels.flatMap(idsOf))));
  if (names.includes('organization_regions')) {
    const rows = await db.query<{
      id: string;
      organization_id: string;
      region_id: string;
      kind: string;
    }>(
      'SELECT id, organization_id, region_id, kind FROM organization_regions WHERE id = ANY($1::bigint[])',
      [idsOf('organization_regions')],
    );
    out.push(
      ...rows.map((r) =>
        resource('organization_region', r.id, {
          kind: r.kind,
          organization_id: String(r.organization_id),
          region_id: String(r.region_id),
        }),
      ),
    );
  }
  return out;
}

async function serializeAll(db: Queryable, rows: OrgRow[], withRelations: boolean) {
  if (!withRelations) return rows.map((r) => serializeOrganization(r));
  const links = await loadLinks(
    db,
    rows.map((r) => String(r.id)),
  );
  return rows.map((r) => serializeOrganization(r, links.get(String(r.id))));
}

export async function listOrganizations(
  db: Queryable,
  raw: Record<string, unknown>,
  q: ListQuery,
  site: boolean,
) {
  const where = organizationWhere(q, site);
  const order = orderBy(q, raw, 'name, id', { name: 'name', id: 'id', created_at: 'created_at' });
  const page = await fetchPage<OrgRow>(db, ORG_COLUMNS, 'organizations', where, order, q);
  const withRelations = filterBool(q.filters, 'without_relations') !== true;
  const data = await serializeAll(db, page.rows, withRelations);
  return list(data, { ...q, total: page.total }, await includedFor(db, data, q.included));
}

export async function getOrganization(db: Queryable, id: string, q: ListQuery, site: boolean) {
  const [row] = await db.query<OrgRow>(
    `SELECT ${ORG_COLUMNS} FROM organizations WHERE id = $1 ${site ? 'AND active' : ''}`,
    [id],
  );
  if (!row) throw new NotFound();
  const [data] = await serializeAll(db, [row], true);
  return single(data!, await includedFor(db, [data!], q.included));
}

/** /organizations/suggestions/{query}: up to 10 active organizations by name, no relations. */
export async function suggestOrganizations(db: Queryable, text: string) {
  const where = new Where().search(['name', 'full_name', 'inn'], text.trim().slice(0, 100));
  where.and('active');
  const rows = await db.query<OrgRow>(
    `SELECT ${ORG_COLUMNS} FROM organizations ${where} ORDER BY name, id LIMIT 10`,
    where.params,
  );
  return { data: rows.map((r) => serializeOrganization(r)) };
}

/**
 * The console's detail: the legal and postal addresses also as plain attribute objects
 * (`legal_address_attributes`, …) that the edit form binds to and sends back when changed.
 */
export async function withAddressAttributes(db: Queryable, doc: Document): Promise<Document> {
  const data = doc.data;
  if (!data || Array.isArray(data)) return doc;
  const idOf = (rel: string) => {
    const d = data.relationships?.[rel]?.data;
    return d && !Array.isArray(d) ? d.id : undefined;
  };
  const ids = ['legal_address', 'postal_address'].map(idOf);
  const rows = await db.query<Record<string, unknown> & { id: string }>(
    `SELECT id, ${addressParts.join(', ')} FROM addresses WHERE id = ANY($1::bigint[])`,
    [ids.filter(Boolean)],
  );
  const parts = (id: string | undefined) => {
    const row = rows.find((r) => String(r.id) === id);
    if (!row) return null;
    const { id: _id, ...rest } = row;
    return rest;
  };
  data.attributes = {
    ...data.attributes,
    [addressKeys.legal]: parts(ids[0]),
    [addressKeys.postal]: parts(ids[1]),
  };
  return doc;
}
