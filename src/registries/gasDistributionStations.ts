/**
 * Gas distribution stations (ГРС) of the lead dictionary (seed 001 §2
 * lead_dictionary/gas_distribution_stations, new, {id}); fields are ours (docs/decisions.md).
 */
import { active, inactiveRow, nameField, organizationRef, regionRef, timestamps } from './common';
import { defineRegistry } from './define';

export const gasDistributionStations = defineRegistry({
  name: 'lead_dictionary/gas_distribution_stations',
  path: 'gas_distribution_stations',
  type: 'gas_distribution_station',
  table: 'gas_distribution_stations',
  title: ['ГРС', 'ГРС', 'ГРС'],
  section: 'lead_dictionary',
  permissions: 'gas_distribution_stations',
  fields: {
    name: nameField(255),
    code: { kind: 'string', label: 'Код', max: 50, list: true, filter: true },
    region_id: { ...regionRef, required: true },
    organization_id: organizationRef,
    address: { kind: 'string', label: 'Адрес', max: 500 },
    capacity: {
      kind: 'decimal',
      label: 'Пропускная способность, м³/ч',
      min: 0,
      scale: 2,
      list: true,
    },
    active,
    ...timestamps,
  },
  search: ['name', 'code', 'address'],
  rowStates: [inactiveRow],
  defaultSort: { field: 'name', order: 'asc' },
  site: { where: { active: true } },
  scoping: { region: 'region_id' },
  audited: true,
  exportable: true,
});
