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
import { Type, type Static, type TObject, type TProperties } from 'typebox';
import type { PermissionKey } from '../../../src/access/permissionFamilies';
import type { BooleanField, TextField } from '../../../src/registries';
import {
  complexImplementationFields,
  organizationSettingsFields,
} from '../../../src/registries/organizations';
import type { Db, Queryable } from '../../db';
import { existingIds } from '../../http/crud';
import { pathId } from '../../http/request';
import { Unprocessable, type FieldError } from '../../jsonapi/errors';
import { refs, resource, single } from '../../jsonapi/serialize';
import { coerce } from '../../registries/validate';
import { assertOrganizationExists, assertOrganizationWrite } from './scope';
import { answer } from '../../http/moreSchemas';
import { attr, Id, IdParams, judgedBody, optionalText } from '../../http/schemas';

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
  fields: Readonly<Record<string, BooleanField | TextField>>;
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

/**
 * A tab's attributes object: its fields, refusing any other than the ids a client echoes back
 * (the read answers them, nothing writes them).
 */
function closed<P extends TProperties>(properties: P, echoed: readonly string[]): TObject<P> {
  const ignored = Type.Optional(
    Type.Unknown({ description: 'Только для чтения, не записывается' }),
  );
  const echoes = Object.fromEntries(echoed.map((key) => [key, ignored]));
  return Type.Object({ ...echoes, ...properties }, { additionalProperties: false });
}

/**
 * A field's schema, from its definition: a text of at most `max` characters or null, or a flag.
 * A flag also takes a string (form data sends 'true' / 'false'); any other one is refused after
 * the schema, in `tabValues`, so that one answer names it beside the fields' own rules.
 */
function fieldSchema(field: BooleanField | TextField) {
  if (field.kind === 'boolean') return Type.Optional(attr.flag(field.label));
  const max = field.max ?? 255;
  return optionalText(max, field.label, `${field.label}, до ${max} символов`);
}

/** A tab's body, built once per tab from its fields. */
const tabBodies = new Map(
  tabs.map((tab) => {
    const properties = Object.entries(tab.fields).map(([key, f]) => [key, fieldSchema(f)]);
    return [tab, judgedBody(closed(Object.fromEntries(properties), ['id', 'organization_id']))];
  }),
);
const tabBody = (tab: SettingsTab) => tabBodies.get(tab)!;

/**
 * The judged attributes as the columns store them — a text trimmed (blank is null), a flag's
 * string read — then each field's own rules (the ЕПГУ code's digits), all refusals at once.
 */
function tabValues(tab: SettingsTab, body: unknown) {
  const { attributes } = (body as Static<ReturnType<typeof tabBody>>).data;
  const values: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const [key, field] of Object.entries(tab.fields)) {
    if (attributes[key] === undefined) continue;
    const coerced = coerce(field, attributes[key]);
    const rules = field.validate ?? [];
    const detail =
      'error' in coerced ? coerced.error : rules.map((rule) => rule(coerced.value)).find(Boolean);
    if (detail) errors.push({ field: key, title: field.label, detail });
    else if ('value' in coerced) values[key] = coerced.value;
  }
  if (errors.length) throw new Unprocessable(errors);
  return values;
}

/** A tab's read: the organization's id in the path, the tab as one resource. */
const readSchema = { params: IdParams, response: answer.document };

/** The services' body: the whole list of their ids, which replaces the links. */
const ServicesBody = judgedBody(
  closed(
    {
      service_ids: Type.Array(Id, {
        maxItems: 100,
        title: 'Услуги',
        description: 'Услуги: список id, заменяет прежний',
      }),
    },
    ['id', 'organization_id', 'services'],
  ),
);

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
    const values = tabValues(tab, req.body);
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
  const schema = { params: IdParams, body: ServicesBody, response: answer.document };
  app.patch<Params>(path, { config: { access: write }, schema }, async (req) => {
    const id = pathId(req.params.id);
    await assertOrganizationExists(db, id);
    assertOrganizationWrite(req, id);
    const ids = [...new Set((req.body as Static<typeof ServicesBody>).data.attributes.service_ids)];
    const found = await existingIds(db, 'services', ids);
    if (ids.some((s) => !found.has(s)))
      throw Unprocessable.field('service_ids', 'Услуга не найдена', 'Услуги');
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
