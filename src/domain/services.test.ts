import { describe, expect, it } from 'vitest';
import { serviceSeeds } from '../../server/db/seed/services';
import {
  isServiceKind,
  offeredServices,
  serviceKindInfo,
  serviceKinds,
  servicePriority,
  type OfferableService,
} from './services';
import { defaultSlaKind, slaKindLabels } from './slaKinds';

/** The 32 codes of seed 000 §3, in the seed's order. */
const seedCodes = [
  'emergency_dispatching_support',
  'author_supervision',
  'vdgo_repair',
  'gas_metring_installation',
  'construction_supervision',
  'start_up_work',
  'pipeline_enbedding',
  'network_remove',
  'design_works',
  'package_deal',
  'calculate_maximum_gas_consumption',
  'gas_start',
  'gas_distribution_agreement',
  'construction',
  'project_development',
  'connection_agreement',
  'technical_specifications',
  'consultation',
  'earthwork_approval',
  'gas_reinstallation',
  'gas_replacement',
  'heat_calculation',
  'technical_supervision',
  'dogasification',
  'social_dogasification',
  'snt_dogasification',
  'technical_connection',
  'net_net',
  'domestic_gas_equipment_maintenance',
  'gas_supply',
  'pre_tech_specification',
  'additional_service',
];

describe('service codes and priorities (seed 000 §3, seed 001 §9)', () => {
  it('knows exactly the seed codes', () => {
    expect([...serviceKinds].sort()).toEqual([...seedCodes].sort());
  });

  it.each([
    ['connection_agreement', 10],
    ['technical_specifications', 20],
    ['technical_connection', 30],
    ['dogasification', 280],
    ['unknown', Number.MAX_SAFE_INTEGER],
  ])('%s has priority %i', (kind, priority) => {
    expect(servicePriority(kind)).toBe(priority);
  });

  it('runs from 10 to 280, sorted', () => {
    const priorities = serviceKinds.map(servicePriority);
    expect(priorities[0]).toBe(10);
    expect(priorities.at(-1)).toBe(280);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
  });

  it('agrees with the database seed on names and priorities', () => {
    for (const seed of serviceSeeds) {
      expect(isServiceKind(seed.kind)).toBe(true);
      if (!isServiceKind(seed.kind)) continue;
      expect(serviceKindInfo(seed.kind)).toEqual({
        name: seed.name,
        shortName: seed.shortName,
        priority: seed.priority,
      });
    }
  });

  it('has the SLA kinds with business by default', () => {
    expect(slaKindLabels).toEqual({ business: 'Рабочих дней', calendar: 'Календарных дней' });
    expect(defaultSlaKind).toBe('business');
  });
});

describe('offeredServices (seed 000 §3 list rules)', () => {
  const s = (kind: string, extra: Partial<OfferableService> = {}): OfferableService => ({
    kind,
    name: kind,
    additional_service: false,
    account_types: null,
    ...extra,
  });
  const all = [
    s('dogasification', { account_types: ['individual_person'] }),
    s('gas_start', { additional_service: true }),
    s('connection_agreement'),
    s('technical_specifications'),
    s('technical_connection'),
    s('gas_supply', { account_types: ['legal_entity'] }),
  ];

  it.each([
    [{ accountType: 'individual_person' }, ['technical_connection', 'dogasification']],
    [{ accountType: 'legal_entity' }, ['technical_connection', 'gas_supply']],
    [{}, ['technical_connection', 'gas_supply', 'dogasification']],
    [{ role: 'etp_admin' }, ['technical_connection', 'gas_supply', 'gas_start', 'dogasification']],
    [
      { role: 'services_manager' },
      ['technical_connection', 'gas_supply', 'gas_start', 'dogasification'],
    ],
    [
      { role: 'senior_manager' },
      ['technical_connection', 'gas_supply', 'gas_start', 'dogasification'],
    ],
    [{ role: 'operator' }, ['technical_connection', 'gas_supply', 'gas_start', 'dogasification']],
    [{ role: 'eog' }, ['technical_connection', 'gas_supply', 'dogasification']],
    [{ role: 'mfc' }, ['technical_connection', 'gas_supply', 'dogasification']],
  ] as const)('%j → %j', (viewer, kinds) => {
    expect(offeredServices(all, viewer).map((x) => x.kind)).toEqual(kinds);
  });
});
