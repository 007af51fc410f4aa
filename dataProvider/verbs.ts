/**
 * The custom verbs of seed 001 §7 that are one request each: update_status, block/unblock, the
 * audit trail (`/changes`) and the registry export. Records are flattened as in getOne.
 */
import type { Identifier, RaRecord } from 'ra-core';
import type { QueryParams } from '../src/api/query';
import type { VerbContext } from './files';
import { toDocument, toRecords, type JsonApiDocument } from './jsonapi';

export interface UpdateStatusParams {
  id: Identifier;
  status: string;
  note?: string;
  /** Any other attribute the transition needs (a reason, a date …) goes out as it is. */
  [attribute: string]: unknown;
}

export interface ChangesParams {
  id: Identifier;
  pagination?: { page: number; perPage: number };
  signal?: AbortSignal;
}

/** One audit entry: who, when, and per field `[old, new]`; the server owns the exact keys. */
export type ChangeRecord = RaRecord;

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportParams {
  filter?: Record<string, unknown>;
  format: ExportFormat;
  /** Seed 001 §7 names `POST /ratings/export` and `POST …/items/export`; GET elsewhere. */
  method?: 'GET' | 'POST';
  signal?: AbortSignal;
}

export interface PlainVerbs {
  updateStatus(resource: string, params: UpdateStatusParams): Promise<{ data: RaRecord }>;
  block(resource: string, params: { id: Identifier }): Promise<{ data: RaRecord }>;
  unblock(resource: string, params: { id: Identifier }): Promise<{ data: RaRecord }>;
  changes(
    resource: string,
    params: ChangesParams,
  ): Promise<{ data: ChangeRecord[]; total: number }>;
  export(
    resource: string,
    params: ExportParams,
  ): Promise<{ data: { filename: string; size: number } }>;
}

export function plainVerbs(ctx: VerbContext): PlainVerbs {
  const { httpClient, url, type, record } = ctx;

  // The seeds show no answer for block/unblock, so an empty one is fine.
  const toggleBlock = async (resource: string, id: Identifier, verb: 'block' | 'unblock') => ({
    data: (await record(`${url(resource, id)}/${verb}`, { method: 'POST' })) ?? { id },
  });

  return {
    updateStatus: async (resource, { id, ...attributes }) => {
      const saved = await record(`${url(resource, id)}/update_status`, {
        method: 'PUT',
        body: toDocument(type(resource), attributes),
      });
      return { data: saved ?? { ...attributes, id } };
    },

    block: (resource, { id }) => toggleBlock(resource, id, 'block'),
    unblock: (resource, { id }) => toggleBlock(resource, id, 'unblock'),

    changes: async (resource, { id, pagination, signal }) => {
      const { json } = await httpClient<JsonApiDocument>(`${url(resource, id)}/changes`, {
        query: { page: pagination?.page, per: pagination?.perPage },
        signal,
      });
      const data = toRecords(json ?? {});
      return { data, total: json?.meta?.total_count ?? data.length };
    },

    export: async (resource, { filter = {}, format, method = 'GET', signal }) => {
      const { blob, filename } = await httpClient(`${url(resource)}/export`, {
        method,
        query: { ...(filter as QueryParams), format },
        responseType: 'blob',
        signal,
      });
      const file = blob ?? new Blob([]);
      const name = filename ?? `${resource}.${format}`;
      ctx.saveBlob(file, name);
      return { data: { filename: name, size: file.size } };
    },
  };
}
