import { describe, expect, it } from 'vitest';
import { permissionFamilies } from '../access/permissionFamilies';
import { sections } from '../access/sections';
import { defineRegistry, fieldValidators, relationshipName } from './define';
import { registries, registryApiPaths, registryByName } from './index';

/** Resources a reference may point at that are hand-written, not definitions. */
const handWritten = ['organizations', 'operators', 'leads'];

describe('registry definitions', () => {
  it('have unique names, paths, types and tables', () => {
    for (const key of ['name', 'path', 'type', 'table'] as const) {
      const values = registries.map((r) => r[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
  });

  it.each(registries.map((r) => [r.name, r] as const))('%s is consistent', (_name, r) => {
    expect(sections).toContain(r.section);
    expect(Object.keys(permissionFamilies)).toContain(r.permissions);
    expect(r.title).toHaveLength(3);
    for (const [key, field] of Object.entries(r.fields)) {
      expect(field.label, key).toMatch(/\S/);
      if (field.kind === 'reference' || field.kind === 'references') {
        const target = registryByName(field.resource);
        expect(target !== undefined || handWritten.includes(field.resource), key).toBe(true);
      }
      if (field.kind === 'enum') expect(field.options.length, key).toBeGreaterThan(0);
    }
    const title = r.recordTitle ?? 'name';
    expect(Object.keys(r.fields)).toContain(title);
  });

  it('map console resources to API paths', () => {
    expect(registryApiPaths['lead_dictionary/regions']).toBe('regions');
    expect(registryApiPaths['info_banners']).toBe('infobanners');
  });
});

describe('defineRegistry', () => {
  const base = {
    name: 'tmp',
    path: 'tmp',
    type: 'tmp',
    table: 'tmp',
    title: ['a', 'b', 'c'] as const,
    section: 'leads' as const,
    permissions: 'regions' as const,
    audited: false,
    exportable: false,
  };

  it('refuses a reference key without _id', () => {
    expect(() =>
      defineRegistry({
        ...base,
        fields: { region: { kind: 'reference', label: 'Регион', resource: 'x' } },
      }),
    ).toThrow(/_id/);
  });

  it('refuses an unknown search field', () => {
    expect(() =>
      defineRegistry({
        ...base,
        fields: { name: { kind: 'string', label: 'Имя' } },
        search: ['nope' as 'name'],
      }),
    ).toThrow(/search/);
  });

  it('takes a slug only read-only, from known fields, and not with an import', () => {
    const name = { kind: 'string', label: 'Имя' } as const;
    const slug = (slugFrom: { field: string; within?: string[] }, readOnly = true) =>
      ({ kind: 'string', label: 'Код', readOnly, slugFrom }) as const;
    expect(() =>
      defineRegistry({ ...base, fields: { name, slug: slug({ field: 'name' }, false) } }),
    ).toThrow(/read-only/);
    expect(() =>
      defineRegistry({
        ...base,
        fields: { name, slug: slug({ field: 'name', within: ['kind'] }) },
      }),
    ).toThrow(/unknown kind/);
    expect(() =>
      defineRegistry({
        ...base,
        fields: { name, slug: slug({ field: 'name' }) },
        importable: { key: ['name'] },
      }),
    ).toThrow(/not imported/);
    expect(() =>
      defineRegistry({
        ...base,
        fields: { name },
        defaultSort: { field: 'name', order: 'asc', then: ['nope' as 'name'] },
      }),
    ).toThrow(/sort/);
  });
});

describe('relationshipName', () => {
  it('drops _id and turns _ids into a plural', () => {
    expect(relationshipName('region_id', { kind: 'reference', label: '', resource: 'r' })).toBe(
      'region',
    );
    const many = {
      kind: 'references',
      label: '',
      resource: 'r',
      through: { table: 't', key: 'a', foreignKey: 'b' },
    } as const;
    expect(relationshipName('funding_source_ids', many)).toBe('funding_sources');
  });
});

describe('fieldValidators', () => {
  const run = (field: Parameters<typeof fieldValidators>[0], value: unknown, all = {}) =>
    fieldValidators(field)
      .map((v) => v(value, all))
      .find((m) => m !== undefined);

  it('reports required first', () => {
    expect(run({ kind: 'string', label: 'Имя', required: true, max: 3 }, '')).toBe(
      'Поле обязательно для заполнения',
    );
  });

  it('checks lengths, integers and decimals', () => {
    expect(run({ kind: 'string', label: 'Имя', max: 3 }, 'abcd')).toMatch(/3/);
    expect(run({ kind: 'integer', label: 'N' }, '1.5')).toBe('Поле заполнено некорректно');
    expect(run({ kind: 'integer', label: 'N', min: 2 }, '1')).toMatch(/2/);
    expect(run({ kind: 'decimal', label: 'N', scale: 2 }, '10,25')).toBeUndefined();
    expect(run({ kind: 'decimal', label: 'N', scale: 2 }, '10,255')).toBe(
      'Поле заполнено некорректно',
    );
  });

  it('does not require a boolean (false is a value)', () => {
    expect(run({ kind: 'boolean', label: 'B', required: true }, false)).toBeUndefined();
  });

  it('checks file extensions with the seed message', () => {
    const file = { kind: 'file', label: 'Ф', extensions: ['pdf'], maxBytes: 10 } as const;
    expect(run(file, { name: 'a.exe', size: 1 })).toBe('Вы загрузили неверный формат документов');
    expect(run(file, { name: 'a.pdf', size: 0 })).toBe('Файл не должен быть пустым');
    expect(run(file, { name: 'a.pdf', size: 5 })).toBeUndefined();
  });
});

describe('the service passport', () => {
  it("says the seed's '70Мб' when too large", () => {
    const passport = registryByName('lead_dictionary/services')!.fields.passport!;
    const big = { name: 'p.pdf', size: 71_680_001 };
    const message = fieldValidators(passport)
      .map((v) => v(big, {}))
      .find(Boolean);
    expect(message).toBe('Максимальный размер загружаемого файла не должен превышать 70Мб');
  });
});

describe('instructions rules', () => {
  const def = registryByName('instructions')!;
  const msg = (key: string, all: Record<string, unknown>) =>
    fieldValidators(def.fields[key]!)
      .map((v) => v(all[key], all))
      .find((m) => m !== undefined);

  it('needs CRM or Portal', () => {
    expect(msg('for_crm', { for_crm: false, for_portal: false })).toBe(
      'Поле обязательно для заполнения',
    );
    expect(
      msg('for_crm', { for_crm: false, for_portal: true, shown_for_kind: 'everyone' }),
    ).toBeUndefined();
  });

  it('asks shown_for_kind only with the Portal, and clears it without', () => {
    expect(msg('shown_for_kind', { for_portal: true })).toBe('Поле обязательно для заполнения');
    expect(msg('shown_for_kind', { for_portal: false })).toBeUndefined();
    expect(
      def.normalize!({ for_portal: false, shown_for_kind: 'everyone' }).shown_for_kind,
    ).toBeNull();
  });
});
