/**
 * A registry an administrator published, as the console draws it (issue 38): its metadata
 * (`GET /v1/admin/registries/{code}`, server/registries/metadata.ts) turned back into the
 * definition the generic screens take, and the actions the caller holds in it, which the
 * screens' buttons follow (the server judges every call again).
 */
import type { RaRecord } from 'ra-core';
import type { FieldDefinition, RegistryDefinition } from '../../src/registries';

/** A registry's metadata as the dataProvider reads it (attributes flattened). */
export interface RegistryMetadata extends RaRecord {
  source: 'code' | 'runtime';
  path: string;
  record_type: string;
  title: RegistryDefinition['title'];
  section: string;
  permissions: string;
  record_title: string;
  search: string[];
  default_sort: RegistryDefinition['defaultSort'] | null;
  audited: boolean;
  exportable: boolean;
  /** Its import (a run-time registry's: no key, every row a new record), null when it has none. */
  importable: RegistryDefinition['importable'] | null;
  removable: boolean;
  menu: RegistryDefinition['menu'] | null;
  workflow: RegistryDefinition['workflow'] | null;
  fields: (FieldDefinition & { key: string })[];
  actions: string[];
}

/** The console route of a run-time registry's records (its API path, under /crm). */
export const recordsRoute = (code: string) => `/crm/registries/${code}/records`;

export function definitionOfMetadata(metadata: RegistryMetadata): RegistryDefinition {
  return {
    name: metadata.path,
    path: metadata.path,
    type: metadata.record_type,
    table: '',
    title: metadata.title,
    section: metadata.section,
    permissions: metadata.permissions,
    fields: Object.fromEntries(metadata.fields.map(({ key, ...field }) => [key, field])),
    recordTitle: metadata.record_title,
    search: metadata.search,
    ...(metadata.default_sort ? { defaultSort: metadata.default_sort } : {}),
    audited: metadata.audited,
    exportable: metadata.exportable,
    ...(metadata.importable ? { importable: metadata.importable } : {}),
    removable: metadata.removable,
    ...(metadata.workflow ? { workflow: metadata.workflow } : {}),
  };
}
