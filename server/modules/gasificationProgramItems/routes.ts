/**
 * Gasification programme items (issue 16; seed 001 §7 "Gasification programme items", seed 000
 * site /gasification_program) on the registry engine. The engine serves, from
 * src/registries/gasificationProgramItems.ts, the list, `export`, DELETE `{id}` and
 * `{id}/changes` under /v1/admin/gasification_programs/items and the public reads; here:
 *
 *   the seed's list filter names (region_ids, kind_id, status_id, program_kind_id, lifecycle_id,
 *   funding_source_id, creator_id, name) read as the definition's field keys, for the console's
 *   list, the export and the site's list;
 *   GET   /v1/gasification_programs/items[/{id}]  the site's programme page: public fields and
 *                    the item settlements, `region_ids[]` / `region_id` filter       public
 *   GET   {id}       the item with its item settlements            admin_gasification_programs_items_read
 *   POST  /          create with nested item_settlements           …_create
 *   PATCH {id}       update; item_settlements rows with an id are edited, without one added,
 *                    with `_destroy: true` removed; rows not sent stay   …_update
 *   POST  preview    the seed's preview from the form's payload (nothing saved): perspective
 *                    consumers and previously ungasified settlements  …_read
 *
 * A write is one transaction: the item, its funding sources, its item settlements, the counts the
 * server keeps and one audit row (the item settlements' change included). A bad nested row is
 * a 422 pointing at it (`/data/attributes/item_settlements/<n>/<field>`), and nothing is written.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static, type TOptional, type TSchema } from 'typebox';
import type { Scope } from '../../../src/access/scoping';
import {
  countValue,
  programmeItemMessages as msg,
  type ProgrammeItemPreview,
} from '../../../src/domain/gasificationProgramItems';
import { fieldValidators, type FieldDefinition } from '../../../src/registries';
import {
  gasificationProgramItems as def,
  itemSettlementFields,
  promisingCountKeys,
  type ItemSettlement,
} from '../../../src/registries/gasificationProgramItems';
import { validationMessages } from '../../../src/validation/messages';
import { adminOf } from '../../auth/guard';
import type { Queryable } from '../../db';
import { insertRow, updateRow } from '../../http/crud';
import { pathId, rawQuery } from '../../http/request';
import { ApiError, NotFound, Unprocessable, type FieldError } from '../../jsonapi/errors';
import { parseListQuery } from '../../jsonapi/query';
import { refs, type Resource } from '../../jsonapi/serialize';
import { changedFields, diff, insertAudit } from '../../registries/audit';
import {
  authors,
  columnsOf,
  mapDbError,
  registerAdminRoutes,
  writeJoins,
} from '../../registries/crud';
import { findRecord, listPage, recordDocument } from '../../registries/read';
import { readRecord, type FlatRecord } from '../../registries/record';
import { adminScope, assertInScope, scopeSnapshot } from '../../registries/scope';
import {
  attr,
  IdParams,
  judgedBody,
  open,
  resourceDocument,
  responses,
  routeSchemas,
  ListQuery,
} from '../../http/schemas';
import { registrySchemas, writeSchema } from '../../registries/schemas';
import { answer } from '../../http/moreSchemas';
import { coerce, validateWrite } from '../../registries/validate';
import {
  settlementFacts,
  storedRows,
  writeNested,
  type NestedWrites,
  type RowValues,
  type StoredRow,
} from './queries';

const ITEM_SETTLEMENT_TYPE = 'gasification_program_item_settlement';
const MAX_ROWS = 500;
const base = `/v1/admin/${def.path}`;

/** The seed's list parameters (seed 001 §7) → the definition's filter keys. */
const filterAliases: Readonly<Record<string, string>> = {
  region_ids: 'region_id',
  kind_id: 'kind_dictionary_id',
  status_id: 'status_dictionary_id',
  program_kind_id: 'program_kind_dictionary_id',
  funding_source_id: 'funding_source_ids',
  creator_id: 'created_by_id',
};

/** Renames the seed's list parameters in place (`key` and `key[]` alike). */
function aliasFilters(query: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    const bare = key.endsWith('[]') ? key.slice(0, -2) : key;
    const alias = filterAliases[bare];
    out[alias ? `${alias}${key.endsWith('[]') ? '[]' : ''}` : key] = value;
  }
  return out;
}

/** An item settlement on the wire (seed 001 §3). */
function wireRow({ region_id: _region, ...row }: StoredRow): ItemSettlement & { id: string } {
  return row;
}

/** The audit's view of the rows: what a staff member changes. */
function auditRows(rows: StoredRow[]) {
  return rows.map((r) => ({
    settlement_id: r.settlement_id,
    name: r.name,
    home_ownerships_count: r.home_ownerships_count,
    public_institutions_count: r.public_institutions_count,
    paramedic_centers_count: r.paramedic_centers_count,
  }));
}

/** The record document with `item_settlements` as attributes and a relationship. */
async function itemDocument(db: Queryable, record: FlatRecord, included: readonly string[]) {
  const doc = await recordDocument(db, def, record, included, false);
  const data = doc.data as Resource;
  const rows = (await storedRows(db, [record.id])).get(record.id) ?? [];
  data.attributes = { ...data.attributes, item_settlements: rows.map(wireRow) };
  data.relationships = {
    ...data.relationships,
    item_settlements: refs(
      ITEM_SETTLEMENT_TYPE,
      rows.map((r) => r.id),
    ),
  };
  return doc;
}

/** An item settlement as the site's programme page shows it: where, and what it brings. */
function siteRow({ id: _id, settlement_id: _settlement, region_id: _region, ...row }: StoredRow) {
  return row;
}

/** Adds each item's settlements (site fields) to the resources of a public read. */
async function withSiteRows<T extends { data: unknown }>(db: Queryable, doc: T): Promise<T> {
  const resources = (Array.isArray(doc.data) ? doc.data : [doc.data]) as Resource[];
  const rows = await storedRows(
    db,
    resources.map((r) => String(r.id)),
  );
  for (const r of resources)
    r.attributes = {
      ...r.attributes,
      item_settlements: (rows.get(String(r.id)) ?? []).map(siteRow),
    };
  return doc;
}

/** A sent row marked for removal (`_destroy` as the console or a form sends it). */
const destroyed = (row: ItemSettlementInput) =>
  row._destroy === true || row._destroy === 'true' || row._destroy === '1';

/** The nested rows' writes, and the settlements the item keeps after them. */
interface NestedPlan extends NestedWrites {
  /** The settlements of the item after the write: id → connected. */
  kept: Map<string, boolean>;
}

const rowEntries = Object.entries(itemSettlementFields) as [
  keyof typeof itemSettlementFields,
  FieldDefinition,
][];

/**
 * One item settlement of a write, judged by the row fields' kinds (their definitions, as the
 * registry's writes); its id and `_destroy` as the console sends them. A read's other members
 * (name, settlement_connected) may come back and are ignored.
 */
const ItemSettlementBody = Type.Object(
  {
    id: Type.Optional(attr.id(msg.settlementsTitle)),
    ...(Object.fromEntries(
      rowEntries.map(([key, field]) => [key, Type.Optional(writeSchema(field))]),
    ) as Record<keyof typeof itemSettlementFields, TOptional<TSchema>>),
    _destroy: Type.Optional(attr.flag(msg.removeSettlement)),
  },
  { additionalProperties: true, title: msg.settlementsTitle },
);
type ItemSettlementInput = Static<typeof ItemSettlementBody>;

/**
 * An item's write, judged: the registry's fields and the settlements' kinds. What they say
 * together (counts, the settlement's region, no settlement twice, at most 500 rows with its own
 * message) is `save`'s rule after the schema, one 422 with the item's errors and the rows'.
 */
const ItemBody = judgedBody(
  open({
    ...registrySchemas(def).writeAttributes,
    item_settlements: Type.Optional(
      Type.Array(ItemSettlementBody, {
        title: msg.settlementsTitle,
        description: 'Населённые пункты объекта: [{settlement_id, …}], не больше 500',
      }),
    ),
  }),
);

/** The judged attributes: the registry's fields, which `validateWrite` reads, and the rows. */
type ItemAttributes = Record<string, unknown> & Static<typeof ItemBody>['data']['attributes'];

/**
 * Reads `item_settlements` against the item's current rows: every field coerced and validated
 * by the definition's rules, settlements existing and in the item's region, no settlement twice.
 * Errors name the row (1-based in the title, 0-based in the pointer like the array).
 */
async function planNested(
  db: Queryable,
  rows: ItemSettlementInput[] | undefined,
  regionId: unknown,
  current: StoredRow[],
): Promise<{ plan: NestedPlan; errors: FieldError[] }> {
  const errors: FieldError[] = [];
  const plan: NestedPlan = { inserts: [], updates: [], deletes: [], kept: new Map() };
  const fail = (index: number, key: string | undefined, label: string, detail: string) =>
    errors.push({
      field: key ? `item_settlements.${index}.${key}` : `item_settlements.${index}`,
      title: msg.rowTitle(index + 1, label),
      detail,
    });
  const settlementLabel = itemSettlementFields.settlement_id.label;
  const failSettlement = (index: number, detail: string) =>
    fail(index, 'settlement_id', settlementLabel, detail);
  const byId = new Map(current.map((r) => [r.id, r]));
  // Settlements of the rows the payload leaves alone.
  const touched = new Set<string>();
  if (rows === undefined) {
    for (const r of current) plan.kept.set(r.settlement_id, r.settlement_connected);
    return { plan, errors };
  }
  if (rows.length > MAX_ROWS) {
    errors.push({ field: 'item_settlements', title: msg.settlementsTitle, detail: msg.tooMany });
    return { plan, errors };
  }
  const allIds = [...rows, ...current].map((r) => r.settlement_id);
  const facts = await settlementFacts(db, allIds);
  const finals: { index: number; settlement: string; connected: boolean }[] = [];

  rows.forEach((row, index) => {
    const id =
      row.id === undefined || row.id === null || row.id === '' ? undefined : String(row.id);
    const stored = id ? byId.get(id) : undefined;
    if (id && !stored) return fail(index, 'id', msg.settlementsTitle, msg.unknownRow);
    if (stored) touched.add(stored.id);
    if (destroyed(row)) {
      if (stored) plan.deletes.push(stored.id);
      return;
    }
    const values: Partial<RowValues> = {};
    const merged: Record<string, unknown> = stored ? { ...stored } : {};
    let bad = false;
    for (const [key, field] of rowEntries) {
      if (row[key] === undefined) continue;
      const coerced = coerce(field, row[key]);
      if ('error' in coerced) {
        fail(index, key, field.label, coerced.error);
        bad = true;
        continue;
      }
      values[key] = coerced.value;
      merged[key] = coerced.value;
    }
    for (const [key, field] of rowEntries) {
      if (bad && row[key] !== undefined && !(key in values)) continue;
      for (const rule of fieldValidators(field)) {
        const message = rule(merged[key], merged);
        if (message !== undefined) {
          fail(index, key, field.label, message);
          bad = true;
          break;
        }
      }
    }
    const settlement = merged.settlement_id as string | null | undefined;
    if (settlement && !bad) {
      const fact = facts.get(settlement);
      if (!fact) {
        failSettlement(index, validationMessages.invalid);
        bad = true;
      } else if (regionId && fact.region_id !== String(regionId)) {
        failSettlement(index, msg.otherRegion);
        bad = true;
      } else finals.push({ index, settlement, connected: fact.connected });
    }
    if (bad) return;
    if (stored) plan.updates.push({ id: stored.id, values });
    else plan.inserts.push(values as RowValues);
  });

  // Rows the payload did not name stay as they are.
  const untouched = current.filter((r) => !touched.has(r.id));
  for (const r of untouched) {
    if (regionId && r.region_id !== String(regionId))
      errors.push({
        field: 'item_settlements',
        title: msg.settlementsTitle,
        detail: `${msg.otherRegion}: ${r.name}`,
      });
    plan.kept.set(r.settlement_id, r.settlement_connected);
  }
  for (const f of finals) {
    if (plan.kept.has(f.settlement)) failSettlement(f.index, msg.duplicate);
    else plan.kept.set(f.settlement, f.connected);
  }
  return { plan, errors };
}

/** The three counts the server keeps on the item. */
function derivedCounts(record: Record<string, unknown>, kept: Map<string, boolean>) {
  return {
    perspective_consumers_count: promisingCountKeys.reduce(
      (sum, key) => sum + countValue(record[key]),
      0,
    ),
    settlements_count: kept.size,
    ungasified_settlements_count: [...kept.values()].filter((connected) => !connected).length,
  };
}

/** 422 with the item's and the rows' errors together. */
function combined(itemError: unknown, rowErrors: FieldError[]): ApiError | undefined {
  const rows = rowErrors.length ? new Unprocessable(rowErrors) : undefined;
  if (itemError instanceof Unprocessable)
    return rows ? new ApiError(422, [...itemError.items, ...rows.items]) : itemError;
  if (itemError) throw itemError;
  return rows;
}

/**
 * The preview's body: a form being filled in, judged by the write's kinds (`ItemBody`) and the
 * item's id, so a value of the wrong kind is a 422 as it would be on save. Nothing the item's
 * rules say is refused here: a missing field, a count that is not a number, a settlement not
 * found or over 500 rows only leave their part out of the numbers (`preview`).
 */
const PreviewBody = judgedBody(
  open({
    ...ItemBody.properties.data.properties.attributes.properties,
    id: Type.Optional(attr.id('Объект программы')),
  }),
);
type PreviewAttributes = Static<typeof PreviewBody>['data']['attributes'];

/** The preview: the write's payload, with the item's id in `data.id` when it exists. */
const previewSchema = {
  body: PreviewBody,
  response: responses({
    200: resourceDocument(open({}, 'Расчётные показатели объекта')),
  }),
};

async function save(
  app: FastifyInstance,
  request: FastifyRequest,
  id: string | undefined,
): Promise<FlatRecord> {
  const attributes: ItemAttributes = (request.body as Static<typeof ItemBody>).data.attributes;
  const admin = adminOf(request);
  const scope = adminScope(request);
  return app.db
    .transaction(async (tx) => {
      const before = id ? await readRecord(tx, def, id, true) : undefined;
      if (id && !before) throw new NotFound();
      if (before) assertInScope(def, scope, before);
      const current = before ? ((await storedRows(tx, [before.id])).get(before.id) ?? []) : [];
      let validated: Awaited<ReturnType<typeof validateWrite>> | undefined;
      let itemError: unknown;
      try {
        validated = await validateWrite(tx, def, attributes, before);
      } catch (e) {
        itemError = e;
      }
      const region = validated?.record.region_id ?? attributes.region_id ?? before?.region_id;
      const { plan, errors } = await planNested(tx, attributes.item_settlements, region, current);
      const error = combined(itemError, errors);
      if (error || !validated) throw error;
      assertInScope(def, scope, validated.record);
      const row = {
        ...validated.patch,
        ...derivedCounts(validated.record, plan.kept),
        ...authors(def, admin.id, !before),
      };
      const itemId = before
        ? (await updateRow(tx, def.table, before.id, columnsOf(def, row)), before.id)
        : await insertRow(tx, def.table, columnsOf(def, row));
      await writeJoins(tx, def, itemId, row);
      await writeNested(tx, itemId, plan);
      const after = (await readRecord(tx, def, itemId))!;
      const afterRows = (await storedRows(tx, [itemId])).get(itemId) ?? [];
      await insertAudit(tx, {
        adminId: admin.id,
        type: def.type,
        id: itemId,
        action: before ? 'update' : 'create',
        changes: {
          ...diff(def, before ?? null, after),
          ...changedFields(
            { item_settlements: auditRows(current) },
            { item_settlements: auditRows(afterRows) },
            ['item_settlements'],
          ),
        },
        scope: scopeSnapshot(def, after),
      });
      return after;
    })
    .catch((e: unknown) => mapDbError(def, e));
}

/** The preview of seed 001 §2 from a form's judged payload (create or edit), nothing saved. */
async function preview(
  db: Queryable,
  attributes: PreviewAttributes,
  itemId: string | undefined,
  scope: Scope,
): Promise<ProgrammeItemPreview> {
  let current: StoredRow[] = [];
  if (itemId) {
    const record = await findRecord(db, def, itemId, { site: false, scope });
    current = (await storedRows(db, [record.id])).get(record.id) ?? [];
  }
  const sent = attributes.item_settlements;
  const kept = new Map<string, boolean>();
  const named = new Set<string>();
  const rows = (sent ?? []).slice(0, MAX_ROWS);
  const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));
  const sentIds = rows.map((r) => r.settlement_id);
  const facts = await settlementFacts(db, sentIds);
  const byId = new Map(current.map((r) => [r.id, r]));
  for (const row of rows) {
    const stored = row.id ? byId.get(String(row.id)) : undefined;
    if (stored) named.add(stored.id);
    if (destroyed(row)) continue;
    const settlement = text(row.settlement_id) || stored?.settlement_id;
    if (!settlement) continue;
    const fact = facts.get(settlement);
    const connected = fact ? fact.connected : stored?.settlement_connected;
    if (connected !== undefined) kept.set(settlement, connected);
  }
  for (const r of current)
    if (!named.has(r.id) && !kept.has(r.settlement_id))
      kept.set(r.settlement_id, r.settlement_connected);
  return derivedCounts(attributes, kept);
}

export default async function gasificationProgramItemRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  // The seed's filter names on this plugin's routes (the list, the export, the site's list).
  app.addHook('preValidation', async (request) => {
    if (request.method === 'GET' && request.query && typeof request.query === 'object')
      request.query = aliasFilters(request.query as Record<string, unknown>);
  });

  registerAdminRoutes(app, def, { skip: ['show', 'create', 'update'] });

  // The site's programme page (seed 000 /gasification_program): the engine's public reads
  // (fields without adminOnly, filtered by region) with each item's settlements.
  app.get(
    `/v1/${def.path}`,
    { config: { access: 'public' }, schema: routeSchemas.list },
    async (request) =>
      withSiteRows(
        db,
        await listPage(db, def, request, parseListQuery(rawQuery(request)), { site: true }),
      ),
  );
  app.get<{ Params: { id: string } }>(
    `/v1/${def.path}/:id`,
    { config: { access: 'public' }, schema: routeSchemas.read },
    async (request) => {
      const record = await findRecord(db, def, pathId(request.params.id), { site: true });
      const included = parseListQuery(rawQuery(request)).included;
      return withSiteRows(db, await recordDocument(db, def, record, included, true));
    },
  );

  type Params = { Params: { id: string } };
  const read = { access: { permission: 'admin_gasification_programs_items_read' as const } };

  type Preview = { Body: Static<typeof PreviewBody> };
  app.post<Preview>(`${base}/preview`, { config: read, schema: previewSchema }, async (request) => {
    const { attributes, id } = request.body.data;
    const raw = id ?? attributes.id;
    const itemId =
      typeof raw === 'string' || typeof raw === 'number' ? pathId(String(raw)) : undefined;
    const numbers = await preview(db, attributes, itemId, adminScope(request));
    return {
      data: { type: 'gasification_program_item_preview', id: itemId ?? 'new', attributes: numbers },
    };
  });

  const readSchema = { params: IdParams, querystring: ListQuery, response: answer.document };
  app.get<Params>(`${base}/:id`, { config: read, schema: readSchema }, async (request) => {
    const ctx = { site: false, scope: adminScope(request) };
    const record = await findRecord(db, def, pathId(request.params.id), ctx);
    return itemDocument(db, record, parseListQuery(rawQuery(request)).included);
  });

  app.post(
    base,
    {
      config: {
        access: { permission: 'admin_gasification_programs_items_create', scoped: true },
      },
      schema: { querystring: ListQuery, body: ItemBody, response: answer.created },
    },
    async (request, reply) => {
      const record = await save(app, request, undefined);
      const included = parseListQuery(rawQuery(request)).included;
      return reply.status(201).send(await itemDocument(db, record, included));
    },
  );

  app.patch<Params>(
    `${base}/:id`,
    {
      config: {
        access: { permission: 'admin_gasification_programs_items_update', scoped: true },
      },
      schema: {
        params: IdParams,
        querystring: ListQuery,
        body: ItemBody,
        response: answer.document,
      },
    },
    async (request) => {
      const record = await save(app, request, pathId(request.params.id));
      return itemDocument(db, record, parseListQuery(rawQuery(request)).included);
    },
  );
}
