/**
 * Settlements (issue 16; seed 001 §2 /crm/settlements, new, edit/{id}; §7 `settlements` list,
 * {id}, find, {id}/changes, mass_update). The seeds show no fields; ours follow the registers
 * of догазификация (docs/decisions.md "Settlements (issue 16)"): where the settlement is, its
 * ФИАС and ОКТМО codes, its gas status, the ГРО serving it, whether it is in the regional
 * programme, and its homes. ГРО staff see their own settlements, regional roles their region's.
 */
import { addressCheckMessages, OKTMO_PATTERN } from '../domain/addressCheck';
import { gasStatusOptions, settlementKindOptions } from '../domain/settlements';
import { pattern } from '../validation/basic';
import { isEmpty, type Validator } from '../validation/messages';
import { crudActions, groRef, nameField, regionRef, timestamps } from './common';
import { defineRegistry } from './define';

/** ФИАС (ГАР) object GUID, e.g. 0c5b2444-70a0-4932-980c-b4dc0d3f02b5. */
const fiasId = pattern(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
const oktmo = pattern(OKTMO_PATTERN, addressCheckMessages.oktmoInvalid);

/** Gasified homes cannot outnumber the homes of the settlement. */
const notMoreThanHomes: Validator = (value, record) => {
  const total = record?.homes_count;
  if (isEmpty(value) || isEmpty(total)) return undefined;
  return Number(value) > Number(total) ? 'Не больше числа домовладений' : undefined;
};

export const settlements = defineRegistry({
  name: 'settlements',
  path: 'settlements',
  type: 'settlement',
  table: 'settlements',
  title: ['Населённый пункт', 'Населённые пункты', 'Населённых пунктов'],
  section: 'settlements',
  permissions: 'settlements',
  family: {
    actions: [...crudActions, 'export', 'mass_update', 'resend', 'history'],
    // ГРО administrators keep their settlements' data; ГРО operators pick them on schedule
    // plans; other roles take the defaults.
    grants: { senior_manager: ['read', 'update', 'export', 'history'], operator: ['read'] },
    // Programme items, schedule plans and the inventory pick settlements: a regional head
    // without the settlements section still fills a programme item's settlements.
    lookup: true,
  },
  fields: {
    name: nameField(255),
    kind: {
      kind: 'enum',
      label: 'Тип',
      options: settlementKindOptions,
      required: true,
      list: true,
    },
    region_id: { ...regionRef, required: true },
    municipal_district: {
      kind: 'string',
      label: 'Муниципальный район (округ)',
      max: 255,
      list: true,
      filter: true,
      sort: true,
    },
    fias_id: { kind: 'string', label: 'Код ФИАС', max: 36, validate: [fiasId] },
    oktmo: { kind: 'string', label: 'ОКТМО', max: 11, validate: [oktmo] },
    population: { kind: 'integer', label: 'Население, чел.', min: 0, sort: true },
    gas_status: {
      kind: 'enum',
      label: 'Статус газификации',
      options: gasStatusOptions,
      required: true,
      default: 'not_gasified',
      list: true,
      filter: true,
    },
    organization_id: groRef,
    in_programme: {
      kind: 'boolean',
      label: 'В программе газификации',
      default: false,
      list: true,
      filter: true,
    },
    homes_count: { kind: 'integer', label: 'Домовладений', min: 0, list: true, sort: true },
    gasified_homes_count: {
      kind: 'integer',
      label: 'Газифицировано домовладений',
      min: 0,
      validate: [notMoreThanHomes],
    },
    ...timestamps,
  },
  search: ['name', 'municipal_district', 'fias_id', 'oktmo'],
  massUpdate: ['gas_status', 'organization_id', 'in_programme', 'kind', 'municipal_district'],
  // The columns the export writes name a settlement (the ФИАС code is not a list column), so
  // an exported file imported again finds every record it came from.
  importable: { key: ['region_id', 'municipal_district', 'name'] },
  defaultSort: { field: 'name', order: 'asc' },
  scoping: { region: 'region_id', organization: 'organization_id' },
  audited: true,
  exportable: true,
});
