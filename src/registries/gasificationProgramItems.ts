/**
 * Gasification programme items (issue 16; seed 001 §2 /crm/gasification_programs_items, /new,
 * /{id}; §3 "Gasification programme item"; §7 /gasification_programs/items and the public
 * /v1/gasification_programs/items). An item is one object of a regional programme of
 * газификация (a pipeline between settlements, a distribution network …) with its plan and
 * fact dates, its funding, its four counts of promising consumers and its settlements (the
 * nested item settlements, server/modules/gasificationProgramItems). Seed attributes keep the
 * seed's names; the region's ГРО (`organization_id`), the programme year and the three counts
 * the server keeps from the item settlements and the promising counts are ours
 * (docs/decisions.md "Gasification programme items (issue 16)").
 *
 * Fields without `adminOnly` are what the site's programme page reads.
 */
import { toCalendarDate, toIsoDate } from '../format/date';
import { isEmpty, type Validator } from '../validation/messages';
import type { FieldDefinition } from './types';
import {
  createdAt,
  createdBy,
  crudActions,
  groRef,
  nameField,
  regionRef,
  updatedAt,
} from './common';
import { defineRegistry } from './define';

const dictionary = (label: string, type: string, list = false): FieldDefinition => ({
  kind: 'reference',
  label,
  resource: 'lead_dictionary/dictionaries',
  choices: { dictionary_type: type },
  filter: true,
  list,
});

const count = (label: string): FieldDefinition => ({ kind: 'integer', label, min: 0 });
const date = (label: string, adminOnly = true): FieldDefinition => ({
  kind: 'date',
  label,
  adminOnly,
});
/** A stage cannot end before it starts (ПИР, СМР; plan and fact each). */
const notBefore =
  (start: string, message: string): Validator =>
  (value, record) => {
    const end = toCalendarDate(value);
    const begin = toCalendarDate(record?.[start]);
    if (isEmpty(value) || !end || !begin) return undefined;
    return toIsoDate(end) < toIsoDate(begin) ? message : undefined;
  };
const yearRange: Validator = (value) =>
  isEmpty(value) || Number(value) <= 2100 ? undefined : 'Год программы — не позже 2100';

/** Kept by the server on every write of the item (never sent by a client). */
const derived = (label: string): FieldDefinition => ({
  kind: 'integer',
  label,
  readOnly: true,
  list: true,
  sort: true,
});

export const gasificationProgramItems = defineRegistry({
  name: 'gasification_programs_items',
  path: 'gasification_programs/items',
  type: 'gasification_program_item',
  table: 'gasification_program_items',
  title: [
    'Объект программы газификации',
    'Объекты программы газификации',
    'Объектов программы газификации',
  ],
  section: 'gasification_programs_items',
  permissions: 'gasification_programs_items',
  family: {
    actions: [...crudActions, 'export', 'history'],
    // The regional head keeps its region's programme; ГРО staff read and export it.
    grants: {
      regional_head: ['read', 'create', 'update', 'export', 'history'],
      operator: ['read', 'export'],
      senior_manager: ['read', 'export'],
    },
  },
  fields: {
    name: { ...nameField(500, 'Наименование объекта'), filter: true },
    code: { kind: 'string', label: 'Код объекта', max: 50 },
    region_id: { ...regionRef, required: true },
    organization_id: { ...groRef, list: false },
    year: {
      kind: 'integer',
      label: 'Год программы',
      min: 2000,
      max: 2100,
      validate: [yearRange],
      list: true,
      sort: true,
    },
    program_kind_dictionary_id: dictionary('Вид программы', 'gasification_program_kind'),
    kind_dictionary_id: dictionary('Вид объекта', 'gasification_object_kind', true),
    status_dictionary_id: dictionary('Статус объекта', 'gasification_object_status', true),
    lifecycle_id: dictionary('Этап жизненного цикла', 'gasification_program_lifecycle'),
    funding_source_ids: {
      kind: 'references',
      label: 'Источники финансирования',
      resource: 'lead_dictionary/dictionaries',
      choices: { dictionary_type: 'gasification_program_funding_source' },
      through: {
        table: 'gasification_program_item_funding_sources',
        key: 'item_id',
        foreignKey: 'dictionary_id',
      },
      filter: true,
    },
    funding_amount: {
      kind: 'decimal',
      label: 'Объём финансирования, млн руб.',
      min: 0,
      scale: 3,
    },
    length: { kind: 'decimal', label: 'Протяжённость, км', min: 0, scale: 3 },
    promising_home_ownerships_count: count('Перспективные потребители: домовладения'),
    promising_apartment_houses_count: count('Перспективные потребители: многоквартирные дома'),
    promising_boiler_rooms_count: count('Перспективные потребители: котельные'),
    promising_other_customers_count: count('Перспективные потребители: прочие'),
    completion_plan_date: { ...date('Плановая дата завершения', false), sort: true },
    pir_start_plan_date: date('Начало ПИР (план)'),
    pir_finish_plan_date: {
      ...date('Окончание ПИР (план)'),
      validate: [notBefore('pir_start_plan_date', 'Не раньше начала ПИР')],
    },
    pir_start_fact_date: date('Начало ПИР (факт)'),
    pir_finish_fact_date: {
      ...date('Окончание ПИР (факт)'),
      validate: [notBefore('pir_start_fact_date', 'Не раньше начала ПИР')],
    },
    smr_start_plan_date: date('Начало СМР (план)'),
    smr_finish_plan_date: {
      ...date('Окончание СМР (план)', false),
      list: true,
      sort: true,
      validate: [notBefore('smr_start_plan_date', 'Не раньше начала СМР')],
    },
    smr_start_fact_date: date('Начало СМР (факт)'),
    smr_finish_fact_date: {
      ...date('Окончание СМР (факт)'),
      validate: [notBefore('smr_start_fact_date', 'Не раньше начала СМР')],
    },
    commissioning_plan_date: date('Ввод в эксплуатацию (план)', false),
    commissioning_fact_date: date('Ввод в эксплуатацию (факт)', false),
    perspective_consumers_count: derived('Перспективных потребителей'),
    settlements_count: derived('Населённых пунктов'),
    ungasified_settlements_count: derived('Ранее не газифицированных населённых пунктов'),
    created_by_id: { ...createdBy, adminOnly: true, list: false },
    created_at: { ...createdAt, list: false },
    updated_at: { ...updatedAt, list: false },
  },
  search: ['name', 'code'],
  defaultSort: { field: 'id', order: 'desc' },
  site: {},
  scoping: { region: 'region_id', organization: 'organization_id' },
  audited: true,
  exportable: true,
  // Every item settlement row carries `_destroy` (seed 001 §3 form model), which is also what
  // tells the dataProvider a nested row from an embedded copy (dataProvider/jsonapi.ts).
  normalize: (values) =>
    Array.isArray(values.item_settlements)
      ? {
          ...values,
          item_settlements: values.item_settlements.map((row: unknown) =>
            row && typeof row === 'object'
              ? { ...row, _destroy: (row as { _destroy?: unknown })._destroy === true }
              : row,
          ),
        }
      : values,
  // Create and update carry the nested item settlements and the list takes the seed's filter
  // names: server/modules/gasificationProgramItems/routes.ts serves the registry on the engine.
  customServer: true,
});

/**
 * An item settlement (seed 001 §3): a settlement of the settlements registry with the counts of
 * the item in it. `name`, `fias_id` are the settlement's; `settlement_connected` is true when a
 * ГРО serves the settlement (its `organization_id`). Both are read, never written.
 */
export const itemSettlementFields = {
  settlement_id: {
    kind: 'reference',
    label: 'Населённый пункт',
    resource: 'settlements',
    required: true,
  },
  home_ownerships_count: { kind: 'integer', label: 'Домовладений', min: 0 },
  public_institutions_count: { kind: 'integer', label: 'Социальных объектов', min: 0 },
  paramedic_centers_count: { kind: 'integer', label: 'ФАПов', min: 0 },
} as const satisfies Record<string, FieldDefinition>;

/** One item settlement as the wire carries it. */
export interface ItemSettlement {
  id?: string | null;
  settlement_id?: string | null;
  name?: string | null;
  fias_id?: string | null;
  home_ownerships_count?: number | string | null;
  public_institutions_count?: number | string | null;
  paramedic_centers_count?: number | string | null;
  settlement_connected?: boolean;
  _destroy?: boolean;
}

/** The four promising counts whose sum is the item's perspective consumers (seed 001 §2). */
export const promisingCountKeys = [
  'promising_home_ownerships_count',
  'promising_apartment_houses_count',
  'promising_boiler_rooms_count',
  'promising_other_customers_count',
] as const;
