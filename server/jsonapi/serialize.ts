/**
 * JSON:API documents as the seeds fix them: `{data, included, meta}`, string ids, lists with
 * `meta.total_pages` and `meta.total_count`.
 */
export type Id = string | number | bigint;

export interface Identifier {
  type: string;
  id: string;
}

export interface Resource {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: Identifier | Identifier[] | null }>;
}

export interface Document {
  data: Resource | Resource[] | null;
  included?: Resource[];
  meta?: Record<string, unknown>;
}

export function ref(type: string, id: Id | null | undefined): { data: Identifier | null } {
  return { data: id === null || id === undefined ? null : { type, id: String(id) } };
}

export function refs(type: string, ids: Id[]): { data: Identifier[] } {
  return { data: ids.map((id) => ({ type, id: String(id) })) };
}

export function resource(
  type: string,
  id: Id,
  attributes: Record<string, unknown>,
  relationships?: Resource['relationships'],
): Resource {
  return { type, id: String(id), attributes, ...(relationships ? { relationships } : {}) };
}

/** Drops duplicates (same type and id) and anything already in `data`. */
function uniqueIncluded(data: Resource[], included: Resource[]): Resource[] {
  const seen = new Set(data.map((r) => `${r.type}:${r.id}`));
  return included.filter((r) => {
    const key = `${r.type}:${r.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function single(data: Resource | null, included: Resource[] = []): Document {
  const doc: Document = { data };
  if (included.length) doc.included = uniqueIncluded(data ? [data] : [], included);
  return doc;
}

export interface Page {
  page: number;
  per: number;
  total: number;
  /** false: `total` is a capped count (the list is longer), said as `total_count_exact`. */
  exact?: boolean;
}

export function list(data: Resource[], page: Page, included: Resource[] = []): Document {
  const doc: Document = {
    data,
    meta: {
      total_count: page.total,
      total_pages: Math.max(1, Math.ceil(page.total / page.per)),
      current_page: page.page,
      per: page.per,
    },
  };
  if (page.exact === false && doc.meta) doc.meta.total_count_exact = false;
  if (included.length) doc.included = uniqueIncluded(data, included);
  return doc;
}
