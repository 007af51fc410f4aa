import { screen } from '@testing-library/react';
import { CustomRoutes } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { dictionaryKinds, dictionaryKindTitle } from '../../src/domain/dictionaryKinds';
import { instructions, regions, registries } from '../../src/registries';
import { leadDictionaryRoute } from '../leadDictionary';
import { registryFamily, registryKeys, withRegistryAccess } from './access';
import { registryScreens } from '../registryScreens';
import { registryResourceElements } from './index';
import { registryResource } from './resource';
import { renderRegistry, setupRegistryApi } from './testAdmin';
import { formDefaults, formFields, toWire, valueText } from './values';
import { raValidators } from './validators';

describe('registry access', () => {
  it('maps registry names to their permission families for canAccess', async () => {
    expect(registryFamily('lead_dictionary/regions')).toBe('regions');
    expect(registryFamily('leads')).toBe('leads');
    const canAccess = vi.fn(async () => true);
    const provider = withRegistryAccess({
      login: async () => undefined,
      logout: async () => undefined,
      checkAuth: async () => undefined,
      checkError: async () => undefined,
      canAccess,
    });
    await provider.canAccess?.({ action: 'edit', resource: 'info_banners/advertising_banners' });
    expect(canAccess).toHaveBeenCalledWith({ action: 'edit', resource: 'advertising_banners' });
  });

  it('reads the buttons from the held keys, history/export falling back to read', () => {
    const keys = registryKeys(instructions, {
      permissions: ['admin_instructions_read', 'admin_instructions_update'],
    });
    expect(keys).toEqual({
      read: true,
      create: false,
      update: true,
      remove: false,
      export: true,
      history: false,
      massUpdate: false,
      resend: false,
      import: false,
      // Instructions declare no workflow.
      move: false,
    });
    expect(registryKeys(regions, undefined).read).toBe(false);
  });
});

describe('resources', () => {
  it('gives a Resource per definition, named by the console route', () => {
    const resources = registryResourceElements(registryScreens);
    expect(resources.map((r) => r.props.name)).toEqual(registries.map((d) => d.name));
    // The screens the console collects each replace a defined registry's.
    const names = registries.map((d) => d.name);
    expect(Object.keys(registryScreens).filter((name) => !names.includes(name))).toEqual([]);
    const props = registryResource(instructions);
    expect(props.recordRepresentation).toBe('name');
    expect(props.options).toEqual({ label: 'Инструкции' });
  });
});

describe('values', () => {
  it('shows empty table values as a dash and enum titles', () => {
    const field = instructions.fields.shown_for_kind;
    expect(valueText('shown_for_kind', field, { shown_for_kind: null })).toBe('—');
    expect(valueText('shown_for_kind', field, { shown_for_kind: 'everyone' })).toBe('Всем');
    expect(valueText('active', instructions.fields.active, {}, 'preview')).toBe('Нет данных');
  });

  it('shows two-decimal amounts with a space from 10000 and other decimals as they are', () => {
    const money = { kind: 'decimal', label: 'Сумма' } as const;
    expect(valueText('a', money, { a: 97410.25 })).toBe('97 410,25');
    expect(valueText('a', money, { a: 1234.5 })).toBe('1234,50');
    expect(valueText('a', { ...money, scale: 3 }, { a: 12.125 })).toBe('12,125');
  });

  it('asks active on edit only and starts a new instruction unchecked', () => {
    expect(formFields(instructions, 'create').map(([k]) => k)).toEqual([
      'name',
      'for_crm',
      'for_portal',
      'shown_for_kind',
      'file',
    ]);
    expect(formFields(instructions, 'edit').map(([k]) => k)).toContain('active');
    expect(formDefaults(instructions)).toEqual({ for_crm: false, for_portal: false });
  });

  it('normalizes, drops read-only fields and sends files as <key>_id', () => {
    const stored = { id: '9', original_filename: 'a.pdf' };
    expect(
      toWire(instructions, {
        id: '3',
        name: 'А',
        for_portal: false,
        shown_for_kind: 'everyone',
        file: stored,
        created_at: 'x',
      }),
    ).toEqual({ id: '3', name: 'А', for_portal: false, shown_for_kind: null });
    expect(toWire(instructions, { for_portal: true, file: { id: '10', uploaded: true } })).toEqual({
      for_portal: true,
      file_id: '10',
    });
    // a removed file is sent as null only when the record had one
    expect(toWire(instructions, { for_portal: true, file: null }, { file: stored })).toEqual({
      for_portal: true,
      file_id: null,
    });
    expect(toWire(instructions, { for_portal: true, file: null })).toEqual({ for_portal: true });
  });

  it("validates a stored file as a file and the picker's date-time as the seeds' text", () => {
    const [required, ...fileRules] = raValidators(instructions.fields.file);
    expect(required?.(undefined, {}, {})).toBe('Поле обязательно для заполнения');
    const stored = { id: '9', original_filename: 'a.pdf', file_size: 10 };
    expect(fileRules.map((v) => v(stored, {}, {}))).toEqual([undefined, undefined, undefined]);
    const [rule] = raValidators({ kind: 'datetime', label: 'x' });
    expect(rule?.('2024-03-01T10:00:00Z', {}, {})).toBeUndefined();
  });
});

describe('the lead dictionary landing', () => {
  setupRegistryApi();

  it('links its registries and every dictionary kind to the filtered dictionaries', async () => {
    renderRegistry({
      definitions: registries,
      path: '/lead_dictionary',
      extra: <CustomRoutes>{leadDictionaryRoute}</CustomRoutes>,
    });
    const link = await screen.findByRole('link', { name: 'Регионы' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', '/lead_dictionary/regions');
    expect(screen.getByRole('link', { name: 'ГРС' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Инструкции' })).toBeNull();
    const kind = dictionaryKinds[0] as (typeof dictionaryKinds)[number];
    const kindLink = screen.getByRole('link', { name: dictionaryKindTitle(kind) });
    expect(kindLink).toHaveAttribute('href', `/lead_dictionary/service_dictionaries/${kind}`);
  });
});
