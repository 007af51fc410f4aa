/**
 * The seeded services: every type of src/domain/services.ts (names, short names and the fixed
 * priority 10…280 live there) with the SLA, the applicant types and whether it is an
 * additional service, i.e. one of the paid extra works of a ГРО.
 */
import type { AccountType } from '../../../src/domain/accountTypes';
import { serviceKindInfo, serviceKinds, type ServiceKind } from '../../../src/domain/services';

export interface ServiceSeed {
  kind: string;
  name: string;
  shortName: string;
  description: string;
  slaKind: 'business' | 'calendar';
  slaPeriod: number;
  accountTypes: readonly AccountType[];
  additional: boolean;
  priority: number;
}

const ALL: readonly AccountType[] = ['individual_person', 'legal_entity', 'entrepreneur'];
const BUSINESS: readonly AccountType[] = ['legal_entity', 'entrepreneur'];
const CITIZEN: readonly AccountType[] = ['individual_person'];

type Row = ['business' | 'calendar', number, AccountType[] | null, boolean];

// kind: sla kind, sla days, account types (null = all), additional service
const rows: Record<ServiceKind, Row> = {
  connection_agreement: ['business', 30, null, false],
  technical_specifications: ['business', 10, null, false],
  technical_connection: ['business', 30, null, false],
  net_net: ['business', 30, [...BUSINESS], false],
  pre_tech_specification: ['business', 7, null, false],
  calculate_maximum_gas_consumption: ['business', 10, null, true],
  gas_distribution_agreement: ['business', 30, [...BUSINESS], false],
  gas_supply: ['business', 30, null, false],
  project_development: ['business', 30, null, true],
  design_works: ['business', 30, null, true],
  construction: ['business', 60, null, true],
  package_deal: ['business', 90, null, true],
  pipeline_enbedding: ['business', 10, null, true],
  earthwork_approval: ['business', 10, null, true],
  construction_supervision: ['business', 30, null, true],
  technical_supervision: ['business', 30, null, true],
  author_supervision: ['business', 30, null, true],
  start_up_work: ['business', 10, null, true],
  gas_start: ['business', 5, null, true],
  gas_metring_installation: ['business', 10, null, true],
  gas_replacement: ['business', 10, null, true],
  gas_reinstallation: ['business', 15, null, true],
  vdgo_repair: ['business', 10, null, true],
  domestic_gas_equipment_maintenance: ['calendar', 30, null, true],
  emergency_dispatching_support: ['calendar', 1, null, true],
  heat_calculation: ['business', 10, null, true],
  network_remove: ['business', 30, null, true],
  consultation: ['business', 5, null, true],
  additional_service: ['business', 10, null, true],
  dogasification: ['business', 30, [...CITIZEN], false],
  social_dogasification: ['business', 30, [...CITIZEN], false],
  snt_dogasification: ['business', 30, [...CITIZEN, 'legal_entity'], false],
};

export const serviceSeeds: readonly ServiceSeed[] = serviceKinds.map((kind) => {
  const { name, shortName, priority } = serviceKindInfo(kind);
  const [slaKind, slaPeriod, types, additional] = rows[kind];
  return {
    kind,
    name,
    shortName,
    description: `${name}. Заявка подаётся через портал Единого оператора газификации.`,
    slaKind,
    slaPeriod,
    accountTypes: types ?? ALL,
    additional,
    priority,
  };
});
