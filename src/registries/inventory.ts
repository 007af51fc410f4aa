/**
 * Inventory of objects (issue 16; seed 001 §2 /crm/inventory_object, /homes, /snt and their
 * new and {id} routes; §7 "Inventory objects": list, POST, {id}, {id}/changes). Three registers
 * of one section: other objects (apartment buildings, social objects, boiler rooms …), homes
 * (домовладения) and garden partnerships (СНТ). Each has the address of seed 000 §3 "Address",
 * the owner of seed 001 §3 "Owner of an object", the gas status at the plot boundary, the
 * settlement of the register (src/registries/settlements.ts) and the ГРО. ГРО staff see their
 * own objects, regional roles their region's (docs/decisions.md "Inventory and schedule plans").
 */
import {
  boundaryGasStatusOptions,
  inventoryMessages,
  inventoryObjectKindOptions,
  ownerTypeOptions,
} from '../domain/inventory';
import { pattern, validateCadastralNumber, validateFiasId } from '../validation/basic';
import { isEmpty, type Validator } from '../validation/messages';
import { validateInnLegal } from '../validation/requisites';
import { crudActions, groRef, phoneField, regionRef, settlementRef, timestamps } from './common';
import { defineRegistry } from './define';
import type { FieldDefinition } from './types';

const zipCode = pattern(/^\d{6}$/);

/** A person owner needs a last and a first name. */
const personName: Validator = (value, record) =>
  record?.owner_type === 'individual_person' && isEmpty(value)
    ? inventoryMessages.ownerName
    : undefined;
/** An organization owner needs its full name (a named object's own name serves). */
const organizationName: Validator = (value, record) =>
  record?.owner_type === 'organization' && isEmpty(value) && isEmpty(record?.name)
    ? inventoryMessages.ownerOrganization
    : undefined;

/** The address attributes of seed 000 §3 (the settlement is the register's reference). */
function addressFields(withFlat: boolean) {
  const fields = {
    region_id: { ...regionRef, required: true },
    settlement_id: settlementRef,
    zip_code: { kind: 'string', label: 'Индекс', max: 6, validate: [zipCode] },
    area: { kind: 'string', label: 'Район', max: 255, filter: true },
    city: { kind: 'string', label: 'Город / населённый пункт (по адресу)', max: 255 },
    street: { kind: 'string', label: 'Улица', max: 255, filter: true },
    house: { kind: 'string', label: 'Дом', max: 50 },
    block: { kind: 'string', label: 'Корпус / строение', max: 50 },
    ...(withFlat ? { flat: { kind: 'string', label: 'Квартира / помещение', max: 50 } } : {}),
    cadastral_number: {
      kind: 'string',
      label: 'Кадастровый номер земельного участка',
      max: 100,
      mask: 'cadastral',
      validate: [validateCadastralNumber],
      filter: true,
    },
    cadastral_home_number: {
      kind: 'string',
      label: 'Кадастровый номер объекта капитального строительства',
      max: 100,
      mask: 'cadastral',
      validate: [validateCadastralNumber],
    },
    fias_id: { kind: 'string', label: 'Код ФИАС', max: 36, validate: [validateFiasId] },
    has_capital_construction: {
      kind: 'boolean',
      label: 'Есть объект капитального строительства',
      default: false,
    },
  } satisfies Record<string, FieldDefinition>;
  return fields;
}

/** Seed 001 §3 "Owner of an object": type, names, has_confidant, the applicant account. */
const ownerFields = {
  owner_type: {
    kind: 'enum',
    label: 'Тип собственника',
    options: ownerTypeOptions,
    required: true,
    default: 'individual_person',
  },
  last_name: { kind: 'string', label: 'Фамилия собственника', max: 100, validate: [personName] },
  first_name: { kind: 'string', label: 'Имя собственника', max: 100, validate: [personName] },
  middle_name: { kind: 'string', label: 'Отчество собственника', max: 100 },
  organization_full_name: {
    kind: 'string',
    label: 'Полное наименование организации-собственника',
    max: 500,
    validate: [organizationName],
  },
  has_confidant: {
    kind: 'boolean',
    label: 'Есть доверенное лицо',
    default: false,
    filter: true,
  },
  user_id: {
    kind: 'reference',
    label: 'Учётная запись заявителя',
    resource: 'users',
    display: 'user_full_name',
  },
} satisfies Record<string, FieldDefinition>;

const gasFields = {
  boundary_gas_status: {
    kind: 'enum',
    label: 'Газ у границы участка',
    options: boundaryGasStatusOptions,
    required: true,
    default: 'not_built',
    list: true,
    filter: true,
  },
  organization_id: groRef,
} satisfies Record<string, FieldDefinition>;

/**
 * An owner of one kind: the other kind's names are cleared; an organization owner of a named
 * object (a partnership, a school) is that object unless another name is given.
 */
function normalizeOwner(values: Record<string, unknown>): Record<string, unknown> {
  if (values.owner_type === 'organization')
    return {
      ...values,
      last_name: null,
      first_name: null,
      middle_name: null,
      organization_full_name: isEmpty(values.organization_full_name)
        ? (values.name ?? null)
        : values.organization_full_name,
    };
  if (values.owner_type === 'individual_person') return { ...values, organization_full_name: null };
  return values;
}

const common = {
  section: 'inventory_object',
  scoping: { region: 'region_id', organization: 'organization_id' },
  audited: true,
  exportable: true,
  normalize: normalizeOwner,
  defaultSort: { field: 'id', order: 'desc' },
} as const;

/** Other objects of gasification: apartment buildings, social objects, boiler rooms … */
export const inventoryObjects = defineRegistry({
  ...common,
  name: 'inventory_object',
  path: 'inventory_objects',
  type: 'inventory_object',
  table: 'inventory_objects',
  title: ['Объект инвентаризации', 'Объекты инвентаризации', 'Объектов инвентаризации'],
  permissions: 'inventory_objects',
  family: {
    actions: [...crudActions, 'export', 'resend', 'history'],
    grants: { senior_manager: ['read', 'create', 'update', 'export', 'resend', 'history'] },
  },
  fields: {
    name: { kind: 'string', label: 'Наименование', required: true, max: 500, list: true },
    object_kind: {
      kind: 'enum',
      label: 'Вид объекта',
      options: inventoryObjectKindOptions,
      required: true,
      list: true,
      filter: true,
    },
    ...addressFields(true),
    address: { kind: 'string', label: 'Адрес', readOnly: true, list: true },
    ...gasFields,
    planned_gas_consumption: {
      kind: 'decimal',
      label: 'Планируемый расход газа, м³/ч',
      min: 0,
      scale: 3,
    },
    ...ownerFields,
    owner_type: { ...ownerFields.owner_type, default: 'organization' },
    ...timestamps,
  },
  search: ['name', 'address', 'cadastral_number', 'organization_full_name'],
});

/** Homes (домовладения): individual houses on their land plots. */
export const homes = defineRegistry({
  ...common,
  name: 'inventory_object/homes',
  path: 'inventory_objects/homes',
  type: 'home',
  table: 'homes',
  title: ['Домовладение', 'Домовладения', 'Домовладений'],
  permissions: 'homes',
  family: {
    actions: [...crudActions, 'export'],
    grants: { senior_manager: ['read', 'create', 'update', 'export'] },
  },
  recordTitle: 'address',
  fields: {
    address: { kind: 'string', label: 'Адрес', readOnly: true, list: true },
    ...addressFields(false),
    ...gasFields,
    ...ownerFields,
    last_name: { ...ownerFields.last_name, list: true },
    first_name: { ...ownerFields.first_name, list: true },
    residents_count: { kind: 'integer', label: 'Проживает, чел.', min: 0 },
    ...timestamps,
  },
  search: ['address', 'last_name', 'first_name', 'cadastral_number', 'organization_full_name'],
});

/** Plots with houses cannot outnumber the plots of the partnership. */
const notMorePlots: Validator = (value, record) => {
  const total = record?.plots_count;
  if (isEmpty(value) || isEmpty(total)) return undefined;
  return Number(value) > Number(total) ? inventoryMessages.moreThanPlots : undefined;
};

/** Garden partnerships (СНТ, ДНТ, ТСН): the partnership is the owner of its common network. */
export const sntObjects = defineRegistry({
  ...common,
  name: 'inventory_object/snt',
  path: 'inventory_objects/snt',
  type: 'snt_object',
  table: 'snt_objects',
  title: ['СНТ', 'СНТ', 'СНТ'],
  permissions: 'snt_objects',
  family: {
    actions: [...crudActions, 'export'],
    grants: { senior_manager: ['read', 'create', 'update', 'export'] },
  },
  fields: {
    name: { kind: 'string', label: 'Наименование СНТ', required: true, max: 500, list: true },
    inn: { kind: 'string', label: 'ИНН', max: 10, mask: 'innLegal', validate: [validateInnLegal] },
    chairman_full_name: { kind: 'string', label: 'Председатель', max: 255 },
    chairman_phone: { ...phoneField, label: 'Телефон председателя' },
    plots_count: { kind: 'integer', label: 'Участков', min: 0, list: true },
    homes_count: {
      kind: 'integer',
      label: 'Участков с жилыми домами',
      min: 0,
      list: true,
      validate: [notMorePlots],
    },
    ...addressFields(false),
    address: { kind: 'string', label: 'Адрес', readOnly: true, list: true },
    ...gasFields,
    ...ownerFields,
    owner_type: { ...ownerFields.owner_type, default: 'organization' },
    ...timestamps,
  },
  search: ['name', 'address', 'inn', 'chairman_full_name', 'cadastral_number'],
});
