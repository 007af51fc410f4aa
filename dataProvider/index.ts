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
 * The other verbs' calls are listed in their modules (./customVerbs.ts gathers them).
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
import type { DataProvider } from 'ra-core';
import type { HttpClient } from '../src/api';
import { customVerbs, type CustomVerbs } from './customVerbs';
import { createVerbContext, type ProviderOptions } from './files';
import { standardMethods } from './standard';

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
export type EogDataProvider = DataProvider & CustomVerbs;

/**
 * `const dataProvider = jsonApiDataProvider('/v1/admin', createHttpClient({tokenStore}));`
 * `options` maps resource names to API paths and types, and replaces the browser side effects
 * of the file verbs (tests). ./lazyVerbs.ts gives the same provider with the verbs' code loaded
 * on their first call (the site's).
 */
export function jsonApiDataProvider(
  apiUrl: string,
  httpClient: HttpClient,
  options?: ProviderOptions,
): EogDataProvider {
  const ctx = createVerbContext(apiUrl, httpClient, options);
  return { ...standardMethods(ctx, options), ...customVerbs(ctx) };
}
