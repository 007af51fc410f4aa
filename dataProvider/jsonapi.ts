/**
 * JSON:API ↔ react-admin record conversion. A record is the resource's attributes at the top
 * level plus `id`; a to-one relationship becomes `<name>_id`, a to-many one `<singular>_ids`,
 * and a related resource found in `included` is embedded under its relationship name (unless
 * an attribute already uses that name), so list columns need no extra request.
 */
import type { Identifier, RaRecord } from 'ra-core';

export interface ResourceIdentifier {
  type: string;
  id: string;
}

export interface JsonApiResource {
  type: string;
  id: string | number;
  attributes?: Record<string, unknown>;
  relationships?: Record<string, { data?: ResourceIdentifier | ResourceIdentifier[] | null }>;
}

export interface JsonApiDocument {
  data?: JsonApiResource | JsonApiResource[] | null;
  included?: JsonApiResource[];
  meta?: { total_count?: number; total_pages?: number; [key: string]: unknown };
}

/** 'branches' → 'branch', 'categories' → 'category', 'leads' → 'lead', 'mfc' → 'mfc'. */
export function singular(name: string): string {
  if (/ies$/.test(name)) return name.replace(/ies$/, 'y');
  if (/(ch|sh|ss|x)es$/.test(name)) return name.replace(/es$/, '');
  if (/[^s]s$/.test(name)) return name.slice(0, -1);
  return name;
}

/** 'region' → 'regions', 'branch' → 'branches', 'category' → 'categories'. */
export function plural(name: string): string {
  if (/[^aeiou]y$/.test(name)) return name.replace(/y$/, 'ies');
  if (/(ch|sh|ss|x)$/.test(name)) return `${name}es`;
  return name.endsWith('s') ? name : `${name}s`;
}

/**
 * `included` grouped by resource name (the plural of the JSON:API type), for react-admin's
 * `meta.prefetched`: it puts them into the query cache, so a reference field showing an
 * included record does not fetch it again.
 */
export function prefetched(doc: JsonApiDocument): Record<string, RaRecord[]> | undefined {
  if (!doc.included?.length) return undefined;
  const index = indexIncluded(doc.included);
  const out: Record<string, RaRecord[]> = {};
  for (const resource of doc.included) {
    (out[plural(resource.type)] ??= []).push(toRecord(resource, index, 1));
  }
  return out;
}

type IncludedIndex = Map<string, JsonApiResource>;

export function indexIncluded(included: JsonApiResource[] = []): IncludedIndex {
  return new Map(included.map((r) => [`${r.type}:${String(r.id)}`, r]));
}

/** Flattens one resource; `depth` stops cycles between included resources pointing back. */
export function toRecord(
  resource: JsonApiResource,
  index: IncludedIndex = new Map(),
  depth = 0,
): RaRecord {
  const record: RaRecord = { ...resource.attributes, id: String(resource.id) };
  for (const [name, rel] of Object.entries(resource.relationships ?? {})) {
    const data = rel?.data;
    if (data === undefined) continue;
    const embed = (ref: ResourceIdentifier) => {
      const found = depth < 1 ? index.get(`${ref.type}:${String(ref.id)}`) : undefined;
      return found ? toRecord(found, index, depth + 1) : undefined;
    };
    if (Array.isArray(data)) {
      record[`${singular(name)}_ids`] = data.map((ref) => String(ref.id));
      const embedded = data.map(embed).filter(Boolean);
      if (embedded.length && !(name in record)) record[name] = embedded;
    } else {
      record[`${name}_id`] = data ? String(data.id) : null;
      const embedded = data ? embed(data) : undefined;
      if (embedded && !(name in record)) record[name] = embedded;
    }
  }
  return record;
}

export function toRecords(doc: JsonApiDocument): RaRecord[] {
  const index = indexIncluded(doc.included);
  const data = doc.data;
  if (!data) return [];
  return (Array.isArray(data) ? data : [data]).map((r) => toRecord(r, index));
}

/** The document's first (or only) record; undefined when it has none. */
export function firstRecord(doc: JsonApiDocument | null | undefined): RaRecord | undefined {
  return toRecords(doc ?? {})[0];
}

/**
 * Builds `{data: {type, id?, attributes}}`. Everything goes into attributes, including
 * `<name>_id` / `<name>_ids`: a key such as `epgu_order_id` is a plain attribute and the client
 * cannot tell it from a relation, so the server, which knows its schema, maps them. Embedded
 * related objects are left out: they are read-only copies from `included`.
 */
export function toDocument(type: string, values: Record<string, unknown>, id?: Identifier) {
  const attributes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (key !== 'id' && !isEmbedded(value)) attributes[key] = value;
  }
  const data: Record<string, unknown> = { type, attributes };
  if (id !== undefined) data.id = String(id);
  return { data };
}

/**
 * An embedded record (or list of them) from `included`: an object carrying an `id`. Nested rows
 * a form writes carry `_destroy` (seed 001 §3, item settlements) and are sent, ids and all.
 */
function isEmbedded(value: unknown): boolean {
  const first = Array.isArray(value) ? value[0] : value;
  return (
    !!first &&
    typeof first === 'object' &&
    !(first instanceof Date) &&
    'id' in first &&
    !('_destroy' in first)
  );
}

/**
 * A value the server may put at the top level (`{upload_url}`) or in the resource
 * (`{data: {attributes: {upload_url}}}`): the seeds show only the name, not where it sits.
 */
export function readField(json: unknown, name: string): unknown {
  const doc = (json ?? {}) as Record<string, unknown>;
  if (doc[name] !== undefined) return doc[name];
  const data = doc.data as (JsonApiResource & Record<string, unknown>) | undefined;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined;
  return data.attributes?.[name] ?? data[name];
}
