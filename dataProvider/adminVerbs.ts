/**
 * The console registries' custom verbs (users, services, organizations, operators, banners), one
 * per server action, each taking the resource name first so the console's provider (/v1/admin)
 * and the site's (/v1) share them:
 *
 * search               GET    /<resource>/search?<key>=<value>         → matching records
 * removePolicyAgreement DELETE /<resource>/<id>/policy_agreement       → the changed record
 * reassignLeads        POST   /<resource>/<id>/leads_reassign {data: {type: leads_reassign,
 *                             attributes: {target_user_id, lead_ids?}}} → moved leads, count
 * report               GET    /<resource>?<filters>&format=xlsx|csv  → file saved
 *                             (named reports that are not a registry's /export)
 * saveMultipart        POST   /<resource> | PATCH /<resource>/<id>, multipart form data
 *                             (a record whose file travels with it)  → the saved record
 * getSettings          GET    /<resource>/<id>/<section>             → the one record of the section
 * updateSettings       PATCH  /<resource>/<id>/<section> {data: {type, attributes}} → the record
 * sendConfirmation,    POST   /<resource>/<id>/send_confirmation | /send_recovery
 *   sendRecovery
 * activeBanners        GET    /<resource>?context=admin|site          → banner records
 * massUpdate           PATCH  /<resource>/mass_update {data: {ids, attributes: {<field>: v}}}
 *                                                                       → how many changed
 * resendToCc           POST   /<resource>/resend_to_cc {data: {ids}}  → how many queued
 * publish              POST   /<resource>/<id>/publish {data: {attributes: {confirm}}}
 *                             (a registry's draft, issue 38)            → the published design
 * importDesign         POST   /<resource>/import {data: {attributes: {design, dry_run}}}
 *                             (a registry's design file, issue 38)      → what it changes
 *
 * A record with its relations embedded (`?included=`) is `getOne` with `meta.included`.
 */
import type { Identifier, RaRecord } from 'ra-core';
import type { QueryParams } from '../src/api/query';
import type { VerbContext } from './files';
import type { ExportFormat } from './verbs';
import { toDocument, toRecords, type JsonApiDocument } from './jsonapi';

export interface SearchParams {
  /** One search key and its value, sent as they are (`{phone: '+7 (911) 000-00-01'}`). */
  filter: Record<string, string>;
  signal?: AbortSignal;
}

export interface ReassignLeadsParams {
  id: Identifier;
  targetUserId: Identifier;
  /** Left out: every lead of the account moves. */
  leadIds?: Identifier[];
}

export interface ReportParams {
  filter?: Record<string, unknown>;
  /** Left out for a file of one format (a registry's design, JSON). */
  format?: ExportFormat;
  /** The name to save under when the server sends no Content-Disposition. */
  filename: string;
  signal?: AbortSignal;
}

export interface SaveMultipartParams {
  /** Absent: the record is created. */
  id?: Identifier;
  body: FormData;
}

export interface SettingsParams {
  id: Identifier;
  /** The one-per-record sub-resource: 'settings', 'complex_implementation', 'services' … */
  section: string;
  signal?: AbortSignal;
}

export interface UpdateSettingsParams extends SettingsParams {
  /** The JSON:API type of the section's record ('organization_setting' …). */
  type: string;
  data: Record<string, unknown>;
}

export type BannerContext = 'admin' | 'site';

export interface BulkParams {
  /** The selected records; the server refuses more than 1000 for a mass update. */
  ids: Identifier[];
}

export interface MassUpdateParams extends BulkParams {
  /** One of the definition's `massUpdate` fields, in wire form. */
  attributes: Record<string, unknown>;
}

export interface AdminVerbs {
  search(resource: string, params: SearchParams): Promise<{ data: RaRecord[] }>;
  removePolicyAgreement(resource: string, params: { id: Identifier }): Promise<{ data: RaRecord }>;
  reassignLeads(
    resource: string,
    params: ReassignLeadsParams,
  ): Promise<{ data: RaRecord[]; reassigned: number }>;
  report(
    resource: string,
    params: ReportParams,
  ): Promise<{ data: { filename: string; size: number } }>;
  saveMultipart(resource: string, params: SaveMultipartParams): Promise<{ data: RaRecord }>;
  getSettings(resource: string, params: SettingsParams): Promise<{ data: RaRecord }>;
  updateSettings(resource: string, params: UpdateSettingsParams): Promise<{ data: RaRecord }>;
  sendConfirmation(resource: string, params: { id: Identifier }): Promise<{ data: RaRecord }>;
  sendRecovery(resource: string, params: { id: Identifier }): Promise<{ data: RaRecord }>;
  activeBanners(
    resource: string,
    params: { context: BannerContext; signal?: AbortSignal },
  ): Promise<{ data: RaRecord[] }>;
  massUpdate(resource: string, params: MassUpdateParams): Promise<{ updated: number }>;
  resendToCc(resource: string, params: BulkParams): Promise<{ queued: number }>;
  publish(
    resource: string,
    params: { id: Identifier; confirm: boolean },
  ): Promise<{ data: RaRecord }>;
  importDesign(
    resource: string,
    params: { design: unknown; dryRun: boolean },
  ): Promise<{ data: RaRecord }>;
}

export function adminVerbs(ctx: VerbContext): AdminVerbs {
  const { httpClient, url, record, records } = ctx;

  const sendLetter = async (resource: string, id: Identifier, letter: string) => {
    await httpClient(`${url(resource, id)}/${letter}`, { method: 'POST' });
    return { data: { id } };
  };

  const bulk = async (resource: string, call: string, method: string, data: object) => {
    const { json } = await httpClient<{ meta?: Record<string, number> }>(
      `${url(resource)}/${call}`,
      { method, body: { data } },
    );
    return json?.meta ?? {};
  };

  return {
    search: async (resource, { filter, signal }) => ({
      data: await records(`${url(resource)}/search`, { query: filter, signal }),
    }),

    removePolicyAgreement: async (resource, { id }) => ({
      data: (await record(`${url(resource, id)}/policy_agreement`, { method: 'DELETE' })) ?? { id },
    }),

    reassignLeads: async (resource, { id, targetUserId, leadIds }) => {
      const { json } = await httpClient<JsonApiDocument & { meta?: { reassigned?: number } }>(
        `${url(resource, id)}/leads_reassign`,
        {
          method: 'POST',
          body: toDocument('leads_reassign', {
            target_user_id: String(targetUserId),
            ...(leadIds?.length ? { lead_ids: leadIds.map(String) } : {}),
          }),
        },
      );
      return { data: toRecords(json ?? {}), reassigned: json?.meta?.reassigned ?? 0 };
    },

    report: async (resource, { filter = {}, format, filename, signal }) => {
      const answer = await httpClient(url(resource), {
        query: { ...(filter as QueryParams), ...(format ? { format } : {}) },
        responseType: 'blob',
        signal,
      });
      const file = answer.blob ?? new Blob([]);
      const name = answer.filename ?? filename;
      ctx.saveBlob(file, name);
      return { data: { filename: name, size: file.size } };
    },

    saveMultipart: async (resource, { id, body }) => {
      const saved = await record(url(resource, id), {
        method: id === undefined ? 'POST' : 'PATCH',
        body,
      });
      return { data: saved ?? { id: id ?? '' } };
    },

    getSettings: async (resource, { id, section, signal }) => ({
      data: (await record(`${url(resource, id)}/${section}`, { signal })) ?? { id },
    }),

    updateSettings: async (resource, { id, section, type, data }) => {
      const saved = await record(`${url(resource, id)}/${section}`, {
        method: 'PATCH',
        body: toDocument(type, data),
      });
      return { data: saved ?? { ...data, id } };
    },

    publish: async (resource, { id, confirm }) => ({
      data: (await record(`${url(resource, id)}/publish`, {
        method: 'POST',
        body: toDocument('registry_publication', { confirm }),
      })) ?? { id },
    }),

    importDesign: async (resource, { design, dryRun }) => ({
      data: (await record(`${url(resource)}/import`, {
        method: 'POST',
        body: toDocument('registry_import', { design, dry_run: dryRun }),
      })) ?? { id: '' },
    }),

    sendConfirmation: (resource, { id }) => sendLetter(resource, id, 'send_confirmation'),
    sendRecovery: (resource, { id }) => sendLetter(resource, id, 'send_recovery'),

    activeBanners: async (resource, { context, signal }) => ({
      data: await records(url(resource), { query: { context }, signal }),
    }),

    massUpdate: async (resource, { ids, attributes }) => {
      const meta = await bulk(resource, 'mass_update', 'PATCH', {
        ids: ids.map(String),
        attributes,
      });
      return { updated: meta.updated ?? 0 };
    },

    resendToCc: async (resource, { ids }) => {
      const meta = await bulk(resource, 'resend_to_cc', 'POST', { ids: ids.map(String) });
      return { queued: meta.queued ?? 0 };
    },
  };
}
