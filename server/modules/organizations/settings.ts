/**
 * The one-per-organization tabs of the edit screen (seed 001 §6 keys):
 *
 *   GET|PATCH /v1/admin/organizations/:id/settings                admin_organizations_settings
 *   GET|PATCH /v1/admin/organizations/:id/complex_implementation  …_complex_implementation
 *   GET|PATCH /v1/admin/organizations/:id/services                …_services
 *
 * Reads need the read key; writes the tab's key and the organization in the caller's scope.
 * Settings and complex implementation share the organization_settings row, created on the
 * first save (an organization without one reads the column defaults). Services replace the
 * organization_services links and answer with the services included.
 */
import type { FastifyInstance } from 'fastify';
import type { PermissionKey } from '../../../src/access/permissionFamilies';
import {
  complexImplementationFields,
  organizationSettingsFields,
} from '../../../src/registries/organizations';
import type { Db, Queryable } from '../../db';
import { existingIds } from '../../http/crud';
import { Fields } from '../../http/fields';
import { attributesOf, pathId } from '../../http/request';
import { refs, resource, single } from '../../jsonapi/serialize';
import { fieldValidators, type FieldDefinition } from '../../../src/registries';
import { validationMessages as m } from '../../../src/validation/messages';
import { assertOrganizationExists, assertOrganizationWrite } from './scope';
import { answer, loose } from '../../http/moreSchemas';
import { IdParams, open, writeBody } from '../../http/schemas';

type Params = { Params: { id: string } };

const DEFAULTS = {
  accepts_applications: true,
  social_assistance: false,
  epgu_code: null,
  hot_line_hours: null,
  complex_implementation: false,
  complex_implementation_note: null,
};

interface SettingsTab {
  segment: string;
  type: string;
  key: PermissionKey;
  fields: Readonly<Record<string, FieldDefinition>>;
}

const tabs: SettingsTab[] = [
  {
    segment: 'settings',
    type: 'organization_setting',
    key: 'admin_organizations_settings',
    fields: organizationSettingsFields,
  },
  {
    segment: 'complex_implementation',
    type: 'complex_implementation',
    key: 'admin_organizations_complex_implementation',
    fields: complexImplementationFields,
  },
];

async function readSettings(db: Queryable, tab: SettingsTab, id: string) {
  const [row] = await db.query<Record<string, unknown>>(
    'SELECT * FROM organization_settings WHERE organization_id = $1',
    [id],
  );
  const values = { ...DEFAULTS, ...row };
  const attributes = Object.fromEntries(
    Object.keys(tab.fields).map((k) => [k, values[k as keyof typeof values] ?? null]),
  );
  return single(resource(tab.type, id, { ...attributes, organization_id: id }));
}

/** The tab's attributes through Fields (booleans, strings) and the shared field rules. */
function validateTab(tab: SettingsTab, body: unknown) {
  const f = new Fields(attributesOf(body, tab.type), true, ['id', 'organization_id']);
  for (const [key, field] of Object.entries(tab.fields)) {
    if (field.kind === 'boolean') f.bool(key, field.label);
    else if (field.kind === 'string' || field.kind === 'text') {
      f.string(key, field.label, { max: field.max });
      const value = f.values[key];
      const message = fieldValidators(field)
        .map((rule) => rule(value))
        .find((m) => m !== undefined);
      if (message) f.fail(key, field.label, message);
    }
  }
  return f.done();
}

/** A tab's read: the organization's id in the path, the tab as one resource. */
const readSchema = { params: IdParams, response: answer.document };

/** A tab's body: its fields, which `validateTab` checks; built once per tab. */
const tabBodies = new Map(
  tabs.map((tab) => {
    const attributes = Object.entries(tab.fields).map(([key, field]) => [key, loose(field.label)]);
    return [tab, writeBody(open(Object.fromEntries(attributes)))] as const;
  }),
);
const tabBody = (tab: SettingsTab) => tabBodies.get(tab)!;
const servicesBody = writeBody(open({ service_ids: loose('Услуги: список id, заменяет прежний') }));

function registerTab(app: FastifyInstance, tab: SettingsTab): void {
  const db: Db = app.db;
  const path = `/v1/admin/organizations/:id/${tab.segment}`;
  app.get<Params>(
    path,
    { config: { access: { permission: 'admin_organizations_read' } }, schema: readSchema },
    async (req) => {
      const id = pathId(req.params.id);
      await assertOrganizationExists(db, id);
      return readSettings(db, tab, id);
    },
  );
  const write = { permission: tab.key, scoped: true } as const;
  const schema = { params: IdParams, body: tabBody(tab), response: answer.document };
  app.patch<Params>(path, { config: { access: write }, schema }, async (req) => {
    const id = pathId(req.params.id);
    await assertOrganizationExists(db, id);
    assertOrganizationWrite(req, id);
    const values = validateTab(tab, req.body);
    const keys = Object.keys(values);
    if (keys.length) {
      const columns = keys.join(', ');
      const placeholders = keys.map((_, i) => `$${i + 2}`).join(', ');
      const updates = keys.map((k) => `${k} = EXCLUDED.${k}`).join(', ');
      await db.query(
        `INSERT INTO organization_settings (organization_id, ${columns}) VALUES ($1, ${placeholders})
         ON CONFLICT (organization_id) DO UPDATE SET ${updates}, updated_at = now()`,
        [id, ...keys.map((k) => values[k])],
      );
    }
    return readSettings(db, tab, id);
  });
}

async function readServices(db: Queryable, id: string) {
  const rows = await db.query<{
    id: string;
    code: string;
    name: string;
    short_name: string;
    active: boolean;
  }>(
    `SELECT s.id, s.code, s.name, s.short_name, s.active FROM organization_services os
       JOIN services s ON s.id = os.service_id
      WHERE os.organization_id = $1 ORDER BY s.priority, s.code`,
    [id],
  );
  const ids = rows.map((r) => String(r.id));
  return single(
    resource(
      'organization_services',
      id,
      { organization_id: id, service_ids: ids },
      { services: refs('service', ids) },
    ),
    rows.map(({ id: sid, ...attributes }) => resource('service', String(sid), attributes)),
  );
}

function registerServicesTab(app: FastifyInstance): void {
  const db: Db = app.db;
  const path = '/v1/admin/organizations/:id/services';
  app.get<Params>(
    path,
    { config: { access: { permission: 'admin_organizations_read' } }, schema: readSchema },
    async (req) => {
      const id = pathId(req.params.id);
      await assertOrganizationExists(db, id);
      return readServices(db, id);
    },
  );
  const write = { permission: 'admin_organizations_services', scoped: true } as const;
  const schema = { params: IdParams, body: servicesBody, response: answer.document };
  app.patch<Params>(path, { config: { access: write }, schema }, async (req) => {
    const id = pathId(req.params.id);
    await assertOrganizationExists(db, id);
    assertOrganizationWrite(req, id);
    const f = new Fields(attributesOf(req.body, 'organization_services'), false, [
      'id',
      'organization_id',
      'services',
    ]);
    // The whole list replaces the links: a body without it must not clear them.
    if (f.raw('service_ids') === undefined) f.fail('service_ids', 'Услуги', m.required);
    f.strings('service_ids', 'Услуги', undefined, /^\d{1,18}$/);
    const ids = (f.values.service_ids as string[] | null | undefined) ?? [];
    const found = await existingIds(db, 'services', ids);
    if (ids.some((s) => !found.has(s))) f.fail('service_ids', 'Услуги', 'Услуга не найдена');
    f.done();
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM organization_services WHERE organization_id = $1', [id]);
      await tx.query(
        `INSERT INTO organization_services (organization_id, service_id)
         SELECT $1, unnest($2::bigint[])`,
        [id, ids],
      );
    });
    return readServices(db, id);
  });
}

export function registerOrganizationSettings(app: FastifyInstance): void {
  for (const tab of tabs) registerTab(app, tab);
  registerServicesTab(app);
}
