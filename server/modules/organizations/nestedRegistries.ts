/**
 * The nested registries of an organization and of a branch with their keys (seed 001 §6
 * "organizations: branches, schedule, tariff rates, services, regional benefits, authorized
 * representatives, settings, complex implementation"). Reading needs the family's read key
 * (organizations and branches are lookups of every form); writing the tab's own key.
 */
import {
  branchCadastralQuarters,
  branchDistricts,
  organizationRegionalBenefits,
  organizationRepresentatives,
  organizationSchedules,
  organizationTariffRates,
} from '../../../src/registries/organizations';
import { validationMessages } from '../../../src/validation/messages';
import type { NestedRegistry } from './nested';

export const nestedMessages = {
  scheduleDay: 'Режим работы на этот день недели уже задан',
  districtTaken: 'Район с таким кадастровым номером уже закреплён за филиалом',
  quarterTaken: 'Кадастровый квартал уже закреплён за филиалом',
  foreignBranch: 'Филиал не принадлежит организации',
} as const;

export const scheduleRegistry: NestedRegistry = {
  definition: organizationSchedules,
  parent: 'organization',
  readKey: 'admin_organizations_read',
  writeKey: 'admin_organizations_schedule',
  site: { where: {} },
  unique: { organization_schedules_weekday_idx: ['weekday', nestedMessages.scheduleDay] },
  extraColumns: ['branch_id'],
  // The hours may be a branch's: the branch must be one of this organization's.
  async extra(tx, parent, attributes) {
    if (!('branch_id' in attributes)) return { values: {}, errors: [] };
    const raw = attributes.branch_id;
    if (raw === null || raw === '') return { values: { branch_id: null }, errors: [] };
    const id = typeof raw === 'number' ? String(raw) : raw;
    const fail = (detail: string) => ({
      values: {},
      errors: [{ field: 'branch_id', title: 'Филиал', detail }],
    });
    if (typeof id !== 'string' || !/^\d{1,18}$/.test(id)) return fail(validationMessages.invalid);
    const rows = await tx.query('SELECT 1 FROM branches WHERE id = $1 AND organization_id = $2', [
      id,
      parent.id,
    ]);
    return rows.length
      ? { values: { branch_id: id }, errors: [] }
      : fail(nestedMessages.foreignBranch);
  },
};

export const regionalBenefitsRegistry: NestedRegistry = {
  definition: organizationRegionalBenefits,
  parent: 'organization',
  readKey: 'admin_organizations_read',
  writeKey: 'admin_organizations_regional_benefits',
  site: { where: { active: true } },
};

export const representativesRegistry: NestedRegistry = {
  definition: organizationRepresentatives,
  parent: 'organization',
  readKey: 'admin_organizations_read',
  writeKey: 'admin_organizations_authorized_representatives',
};

export const tariffRatesRegistry: NestedRegistry = {
  definition: organizationTariffRates,
  parent: 'organization',
  readKey: 'admin_organizations_read',
  writeKey: 'admin_organizations_tariff_rates',
};

export const districtsRegistry: NestedRegistry = {
  definition: branchDistricts,
  parent: 'branch',
  readKey: 'admin_branches_read',
  writeKey: 'admin_branches_update',
  site: { where: {} },
  unique: {
    branch_districts_cadastral_prefix_idx: ['cadastral_prefix', nestedMessages.districtTaken],
  },
};

export const cadastralQuartersRegistry: NestedRegistry = {
  definition: branchCadastralQuarters,
  parent: 'branch',
  readKey: 'admin_branches_read',
  writeKey: 'admin_branches_update',
  site: { where: {} },
  unique: { branch_cadastral_quarters_number_idx: ['number', nestedMessages.quarterTaken] },
};

export const nestedRegistries: readonly NestedRegistry[] = [
  scheduleRegistry,
  regionalBenefitsRegistry,
  representativesRegistry,
  tariffRatesRegistry,
  districtsRegistry,
  cadastralQuartersRegistry,
];
