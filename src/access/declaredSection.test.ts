/**
 * A registry with a menu section of its own, from its definition alone (issue 37): the access
 * table, the menu, the console routes and the catalogue take it in. The definitions are
 * src/registries' own plus a fixture; every module is loaded afresh over that list.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { crudActions } from '../registries/common';
import type * as Registries from '../registries/index';
import type { RegistryDefinition } from '../registries/types';
import { admin } from './test/principals';

const boilerHouses: RegistryDefinition = {
  name: 'boiler_houses',
  path: 'boiler_houses',
  type: 'boiler_house',
  table: 'boiler_houses',
  title: ['Котельная', 'Котельные', 'Котельных'],
  section: 'boiler_houses',
  menu: { label: 'Котельные', icon: 'TableChart', after: 'inventory_object' },
  permissions: 'boiler_houses',
  family: {
    actions: [...crudActions, 'export'],
    // The ГРО administrator reads them; the auditor, read by default, is left out.
    grants: { senior_manager: ['read'], auditor: [] },
  },
  fields: { name: { kind: 'string', label: 'Название', required: true, list: true } },
  audited: true,
  exportable: true,
};

/** The access table, the routes and the catalogue built over the definitions plus `extra`. */
async function withDefinitions(...extra: RegistryDefinition[]) {
  vi.resetModules();
  vi.doMock('../registries/index', async (original) => {
    const real = await original<typeof Registries>();
    return { ...real, registries: [...real.registries, ...extra] };
  });
  const access = await import('./index');
  const { i18nProvider } = await import('../../i18n');
  return { ...access, i18nProvider };
}

afterEach(() => {
  vi.doUnmock('../registries/index');
  vi.resetModules();
});

describe('a section declared by its registry', () => {
  it('joins the menu after the section it names, with its label, icon and path', async () => {
    const { sections, menuFor } = await withDefinitions(boilerHouses);
    expect(sections.slice(sections.indexOf('inventory_object'), -1)).toEqual([
      'inventory_object',
      'boiler_houses',
      'connection_fee_kinds',
      ...sections.slice(sections.indexOf('connection_fee_kinds') + 1, -1),
    ]);
    expect(menuFor({ role: 'etp_admin' }).find((m) => m.section === 'boiler_houses')).toEqual({
      section: 'boiler_houses',
      label: 'Котельные',
      path: '/crm/boiler_houses',
      external: false,
      icon: 'TableChart',
    });
  });

  it('shows to the roles its family grants anything, and keys them', async () => {
    const { sectionsFor, permissionsByRole } = await withDefinitions(boilerHouses);
    const sees = (role: Parameters<typeof sectionsFor>[0]['role']) =>
      sectionsFor({ role }).includes('boiler_houses');
    expect(
      ['etp_admin', 'eog', 'senior_manager', 'minenergo_auditor'].map((r) => sees(r as never)),
    ).toEqual([true, true, true, true]);
    expect(sees('regional_head')).toBe(true);
    expect(['auditor', 'operator', 'mfc', 'rgk_operator'].map((r) => sees(r as never))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    const keys = (role: keyof typeof permissionsByRole) =>
      permissionsByRole[role].filter((k) => k.startsWith('admin_boiler_houses_'));
    expect(keys('senior_manager')).toEqual(['admin_boiler_houses_read']);
    expect(keys('auditor')).toEqual([]);
    expect(keys('eog')).toEqual([
      'admin_boiler_houses_read',
      'admin_boiler_houses_create',
      'admin_boiler_houses_update',
      'admin_boiler_houses_export',
    ]);
  });

  it('opens its console routes for those roles only', async () => {
    const { consoleRouteDecision } = await withDefinitions(boilerHouses);
    const at = (role: Parameters<typeof admin>[0]) =>
      consoleRouteDecision('/crm/boiler_houses/7/show', admin(role));
    expect([at('senior_manager'), at('operator'), at('auditor')]).toEqual([
      'allow',
      'forbidden',
      'forbidden',
    ]);
  });

  it("names it in the catalogue from the definition's title", async () => {
    const { i18nProvider } = await withDefinitions(boilerHouses);
    const name = (n: number) =>
      i18nProvider.translate('resources.boiler_houses.name', { smart_count: n });
    expect([name(1), name(2), name(5)]).toEqual(['Котельная', 'Котельные', 'Котельных']);
  });

  it('refuses a section without a family of its own, after an unknown one, or taken', async () => {
    const { family: _family, ...familyless } = boilerHouses;
    await expect(withDefinitions(familyless)).rejects.toThrow(/needs a family of its own/);
    await expect(
      withDefinitions({ ...boilerHouses, menu: { ...boilerHouses.menu!, after: 'boilers' } }),
    ).rejects.toThrow(/no section boilers/);
    await expect(withDefinitions({ ...boilerHouses, section: 'leads' })).rejects.toThrow(
      /section leads exists already/,
    );
    await expect(withDefinitions({ ...boilerHouses, menu: undefined })).rejects.toThrow(
      /no section boiler_houses/,
    );
  });
});
