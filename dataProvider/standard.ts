/**
 * The standard methods of the JSON:API dataProvider (./index.ts describes each call): the lists,
 * the records and their writes, without the custom verbs, which ./lazyVerbs.ts can load apart.
 */
import type { DataProvider, Identifier, RaRecord, SortPayload } from 'ra-core';
import type { QueryParams } from '../src/api/query';
import type { ProviderOptions, VerbContext } from './files';
import { plural, prefetched, toDocument, toRecords, type JsonApiDocument } from './jsonapi';

function listQuery(
  pagination: { page: number; perPage: number } | undefined,
  sort: SortPayload | undefined,
  filter: Record<string, unknown> = {},
): QueryParams {
  return {
    page: pagination?.page,
    per: pagination?.perPage,
    ...(sort?.field && sort.field !== 'id' ? { order_by: sort.field } : {}),
    order_type: sort?.order ? sort.order.toLowerCase() : undefined,
    ...(filter as QueryParams),
  };
}

/** Only the fields the form changed: PATCH must not resend read-only or embedded values. */
function changedFields(data: Record<string, unknown>, previous?: Record<string, unknown>) {
  if (!previous) return data;
  return Object.fromEntries(
    Object.entries(data).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(previous[k])),
  );
}

/** `getList` … `deleteMany` over the context's HTTP client and paths. */
export function standardMethods(ctx: VerbContext, options?: ProviderOptions): DataProvider {
  const { httpClient, url, type, record } = ctx;
  // Included records are cached under the plural of their type and, for a mapped type, under
  // the resource name whose records have it ('region' → 'lead_dictionary/regions' too).
  const aliases = Object.entries(options?.types ?? {}).map(([name, t]) => [plural(t), name]);
  const get = async (path: string, query?: QueryParams, signal?: AbortSignal) =>
    (await httpClient<JsonApiDocument>(path, { query, signal })).json ?? {};
  const one = (doc: JsonApiDocument) => toRecords(doc)[0];
  /** `meta: {prefetched}` only when the server included something. */
  const withIncluded = (doc: JsonApiDocument) => {
    const cache = prefetched(doc);
    if (!cache) return {};
    for (const [key, name] of aliases) if (key && name && cache[key]) cache[name] ??= cache[key];
    return { meta: { prefetched: cache } };
  };

  const list = async (path: string, query: QueryParams, signal?: AbortSignal) => {
    const doc = await get(path, query, signal);
    const data = toRecords(doc);
    return { data, total: doc.meta?.total_count ?? data.length, ...withIncluded(doc) };
  };

  const patch = (resource: string, id: Identifier, values: Record<string, unknown>) =>
    record(url(resource, id), {
      method: 'PATCH',
      body: toDocument(type(resource), values, id),
    });
  const remove = (resource: string, id: Identifier) =>
    record(url(resource, id), { method: 'DELETE' });

  return {
    getList: (resource, params) =>
      list(
        url(resource),
        listQuery(params.pagination, params.sort, params.filter),
        params.signal,
      ) as never,

    getOne: async (resource, params) => {
      // The references a screen shows come embedded, so it never asks a registry its role may
      // not read ('operators' for a document's executor).
      const included = (params.meta as { included?: readonly string[] } | undefined)?.included;
      const query = included?.length ? { included: included.join(',') } : undefined;
      const doc = await get(url(resource, params.id), query, params.signal);
      return { data: one(doc), ...withIncluded(doc) } as never;
    },

    getMany: async (resource, params) => {
      if (!params.ids.length) return { data: [] };
      const ids = params.ids.map(String);
      const doc = await get(url(resource), { ids: ids, per: ids.length }, params.signal);
      return { data: toRecords(doc), ...withIncluded(doc) } as never;
    },

    getManyReference: (resource, params) =>
      list(
        url(resource),
        {
          ...listQuery(params.pagination, params.sort, params.filter),
          [params.target]: String(params.id),
        },
        params.signal,
      ) as never,

    create: async (resource, params) => {
      const created = await record(url(resource), {
        method: 'POST',
        body: toDocument(type(resource), params.data as Record<string, unknown>),
      });
      return { data: created } as never;
    },

    update: async (resource, params) => {
      const values = changedFields(params.data as Record<string, unknown>, params.previousData);
      const saved = await patch(resource, params.id, values);
      return { data: saved ?? { ...params.previousData, ...params.data, id: params.id } } as never;
    },

    updateMany: async (resource, params) => {
      await Promise.all(
        params.ids.map((id) => patch(resource, id, params.data as Record<string, unknown>)),
      );
      return { data: params.ids };
    },

    delete: async (resource, params) => {
      const removed = await remove(resource, params.id);
      return { data: removed ?? (params.previousData as RaRecord) ?? { id: params.id } } as never;
    },

    deleteMany: async (resource, params) => {
      await Promise.all(params.ids.map((id) => remove(resource, id)));
      return { data: params.ids };
    },
  };
}
