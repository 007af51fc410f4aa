/**
 * The react-admin DataProvider over our JSON:API (ARCHITECTURE.md, Wire format).
 *
 * getList          GET    /<resource>?page=&per=&order_by=&order_type=&<filters>
 *                                                            total ← meta.total_count
 * getOne           GET    /<resource>/<id>[?included=<rel>,<rel>]   (meta.included: string[])
 * getMany          GET    /<resource>?ids[]=<id>&ids[]=<id>&per=<n>
 * getManyReference GET    /<resource>?<target>=<id>&page=&per=&order_by=&order_type=&<filters>
 * create           POST   /<resource>        {data: {type, attributes}}
 * update           PATCH  /<resource>/<id>   {data: {type, id, attributes}} (changed fields only)
 * updateMany       PATCH  /<resource>/<id>   once per id
 * delete           DELETE /<resource>/<id>
 * deleteMany       DELETE /<resource>/<id>   once per id
 *
 * Custom verbs (seed 001 §7), `useDataProvider<EogDataProvider>()` in the console:
 * updateStatus     PUT    /<resource>/<id>/update_status  {data: {type, attributes: {status, …}}}
 * block, unblock   POST   /<resource>/<id>/block | /unblock
 * changes          GET    /<resource>/<id>/changes?page=&per=         total ← meta.total_count
 * export           GET    /<resource>/export?<filters>&format=csv|xlsx → file saved (POST on demand)
 * upload           POST   <base>/[single_]multipart_upload_start {data: {type: attachment, …}}
 *                  POST   <base>/[single_]multipart_upload_url   {upload_id, part_number} per part
 *                  PUT    <upload_url>                          5 MiB part, ETag read
 *                  POST   <base>/[single_]multipart_upload_complete {upload_id, parts}
 *                  (<base> = basePath or /<resource>[/<recordId>]; see ./upload.ts)
 * download         GET    /<resource>/<id>?transfer=download_url → transfer=binary: saved,
 *                         otherwise opened in a new tab (see ./download.ts)
 * emailCsvExport, startImport, getJob, downloadJobFile   background jobs (see ./jobVerbs.ts)
 * analyticsReport, analyticsRegions, refreshAnalytics, rabbitmqStatistics, resendFailedMessages,
 * controlJob   the analytical report and operations (./analyticsVerbs.ts)
 * programmeItemPreview POST /<resource>/preview  the programme item preview (./programmeVerbs.ts)
 * health, guestAppeal, createAppeal  GET /health, POST /v1/guest_appeals | /v1/appeals (./infoVerbs.ts)
 * assignExecutor, decideCategory  a consultation's executor, a lead's citizen category (./appealVerbs.ts)
 * locateAddress, findOktmo  the visitor's location by IP, an ОКТМО code's municipality (./addressVerbs.ts)
 * validateSnils, validatePhone  GET /v1/validate/snils|phone/{value} (./validateVerbs.ts)
 *
 * Records are flattened by ./jsonapi.ts (attributes + `<rel>_id`/`<rel>_ids` + included); the
 * included records also go out as `meta.prefetched`, which react-admin puts into its cache.
 * The JSON:API `type` is the singular of the resource name ('leads' → 'lead'), as in the seeds'
 * payloads (type rating, type comment), unless the `types` option names it. `<resource>` is the
 * react-admin resource name, or its API path from the `paths` option (registries:
 * 'lead_dictionary/regions' → 'regions'; crm/providers.ts passes src/registries' maps). Filters go
 * out as plain keys, arrays as `key[]=`, empty values dropped by the HTTP client. The seeds sort
 * by `order_type` alone (newest first by id), so `order_by=<field>` goes out only when
 * react-admin sorts by another field than `id` (the registries' sortable columns). Errors arrive
 * already as HttpError (src/api) with field messages in body.errors.
 */
import type { DataProvider, Identifier, RaRecord, SortPayload } from 'ra-core';
import type { HttpClient } from '../src/api';
import type { QueryParams } from '../src/api/query';
import { downloadVerb, type DownloadVerb } from './download';
import { createVerbContext, type ProviderOptions } from './files';
import { plural, prefetched, toDocument, toRecords, type JsonApiDocument } from './jsonapi';
import { uploadVerb, type UploadVerb } from './upload';
import { plainVerbs, type PlainVerbs } from './verbs';
import { accountVerbs, type AccountVerbs } from './accountVerbs';
import { addressVerbs, type AddressVerbs } from './addressVerbs';
import { analyticsVerbs, type AnalyticsVerbs } from './analyticsVerbs';
import { adminVerbs, type AdminVerbs } from './adminVerbs';
import { appealVerbs, type AppealVerbs } from './appealVerbs';
import { infoVerbs, type InfoVerbs } from './infoVerbs';
import { jobVerbs, type JobVerbs } from './jobVerbs';
import { leadVerbs, type LeadVerbs } from './leadVerbs';
import { programmeVerbs, type ProgrammeVerbs } from './programmeVerbs';
import { ratingVerbs, type RatingVerbs } from './ratingVerbs';
import { validateVerbs, type ValidateVerbs } from './validateVerbs';
import { wizardVerbs, type WizardVerbs } from './wizardVerbs';

export { apiPath, saveBlob } from './files';
export type { FileOptions, OpenWindow, ProviderOptions, SaveBlob } from './files';
export {
  plural,
  prefetched,
  readField,
  singular,
  toDocument,
  toRecord,
  toRecords,
} from './jsonapi';
export type { JsonApiDocument, JsonApiResource } from './jsonapi';
export type { DownloadParams, DownloadResult } from './download';
export type { UploadFile, UploadParams, UploadPart } from './upload';
export type { AccountVerbs } from './accountVerbs';
export type { AddressVerbs } from './addressVerbs';
export type { AdminVerbs } from './adminVerbs';
export type { AppealVerbs } from './appealVerbs';
export type { AppealParams, InfoVerbs, PortalHealth } from './infoVerbs';
export type { BackgroundJob, JobVerbs } from './jobVerbs';
export type { JobFile } from '../src/domain/backgroundJobSchema';
export type { LeadVerbs } from './leadVerbs';
export type { ProgrammeVerbs } from './programmeVerbs';
export type { RatingVerbs } from './ratingVerbs';
export type { ValidateVerbs, ValidationAnswer } from './validateVerbs';
export type { WizardVerbs } from './wizardVerbs';
export { putRecord } from './recordCache';
export { createQueryClient } from './queryClient';
export type { ChangesParams, ExportFormat, ExportParams, UpdateStatusParams } from './verbs';

/** The standard methods plus the custom verbs of seed 001 §7. */
export type EogDataProvider = DataProvider &
  PlainVerbs &
  LeadVerbs &
  AccountVerbs &
  AdminVerbs &
  JobVerbs &
  RatingVerbs &
  ProgrammeVerbs &
  WizardVerbs &
  InfoVerbs &
  AppealVerbs &
  AddressVerbs &
  ValidateVerbs &
  AnalyticsVerbs & { upload: UploadVerb; download: DownloadVerb };

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

/**
 * `const dataProvider = jsonApiDataProvider('/v1/admin', createHttpClient({tokenStore}));`
 * `options` maps resource names to API paths and types, and replaces the browser side effects
 * of the file verbs (tests).
 */
export function jsonApiDataProvider(
  apiUrl: string,
  httpClient: HttpClient,
  options?: ProviderOptions,
): EogDataProvider {
  const ctx = createVerbContext(apiUrl, httpClient, options);
  const { url, type } = ctx;
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

  const patch = async (resource: string, id: Identifier, values: Record<string, unknown>) => {
    const { json } = await httpClient<JsonApiDocument>(url(resource, id), {
      method: 'PATCH',
      body: toDocument(type(resource), values, id),
    });
    return json?.data ? one(json) : undefined;
  };

  const remove = async (resource: string, id: Identifier) => {
    const { json } = await httpClient<JsonApiDocument>(url(resource, id), { method: 'DELETE' });
    return json?.data ? one(json) : undefined;
  };

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
      const { json } = await httpClient<JsonApiDocument>(url(resource), {
        method: 'POST',
        body: toDocument(type(resource), params.data as Record<string, unknown>),
      });
      return { data: one(json ?? {}) } as never;
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

    ...plainVerbs(ctx),
    ...leadVerbs(ctx),
    ...accountVerbs(ctx),
    ...adminVerbs(ctx),
    ...jobVerbs(ctx),
    ...analyticsVerbs(ctx),
    ...ratingVerbs(ctx),
    ...programmeVerbs(ctx),
    ...wizardVerbs(ctx),
    ...infoVerbs(ctx),
    ...appealVerbs(ctx),
    ...addressVerbs(ctx),
    ...validateVerbs(ctx),
    upload: uploadVerb(ctx),
    download: downloadVerb(ctx),
  };
}
