import { describe, expect, it } from 'vitest';
import { registryKeys } from '../registries/access';
import { definitionOfMetadata, type RegistryMetadata } from './definition';

/** A run-time registry's metadata as `GET /v1/admin/registries/{code}` answers it. */
const metadata = (importable: RegistryMetadata['importable']): RegistryMetadata => ({
  id: 'boilers',
  source: 'runtime',
  path: 'registries/boilers/records',
  record_type: 'boilers',
  title: ['Котельная', 'Котельные', 'Котельных'],
  section: 'registry_designs',
  permissions: 'registry_boilers',
  record_title: 'name',
  search: [],
  default_sort: null,
  audited: true,
  exportable: true,
  importable,
  removable: true,
  menu: null,
  workflow: null,
  fields: [{ key: 'name', kind: 'string', label: 'Наименование' }],
  actions: ['read', 'create'],
});

describe('a run-time registry drawn from its metadata', () => {
  it('offers the import to those who may create its records, when it is importable', () => {
    const definition = definitionOfMetadata(metadata({ key: [] }));
    expect(definition.importable).toEqual({ key: [] });
    expect(registryKeys(definition, undefined, ['read', 'create']).import).toBe(true);
    // Reading and even updating is not enough: an import makes new records.
    expect(registryKeys(definition, undefined, ['read', 'update', 'export']).import).toBe(false);

    const closed = definitionOfMetadata(metadata(null));
    expect(closed.importable).toBeUndefined();
    expect(registryKeys(closed, undefined, ['read', 'create']).import).toBe(false);
  });

  it('moves its records along the workflow its metadata gives, by those who may edit them', () => {
    const workflow = {
      field: 'state',
      transitions: [{ from: 'new', to: 'approved', roles: ['etp_admin' as const] }],
    };
    const definition = definitionOfMetadata({ ...metadata(null), workflow });
    expect(definition.workflow).toEqual(workflow);
    expect(registryKeys(definition, undefined, ['read', 'update']).move).toBe(true);
    expect(registryKeys(definition, undefined, ['read']).move).toBe(false);
    expect(definitionOfMetadata(metadata(null)).workflow).toBeUndefined();
  });
});
