/**
 * Per-object schedule plans (issue 16; seed 001 §2 /crm/object_schedule_plans?kind=homes|snt,
 * /new?kind, /{id}; §7 "Object schedule plans"; seed 000 §7 GET /v1/schedule_plans/{id}). One
 * plan per object of the inventory (a home or an СНТ, or an address not yet inventoried): the
 * responsible ГРО, where it is, the planned and actual dates of the four stages, and the lead
 * the applicant filed (found by `leads/suggestions/{uid}`). The status is the last stage done,
 * computed by the table. Real volume: more than a million homes (migration 0018's indexes).
 */
import {
  inventoryMessages,
  schedulePlanKindOptions,
  schedulePlanStatusOptions,
  scheduleStageLabels,
  scheduleStages,
  type ScheduleStage,
} from '../domain/inventory';
import { toCalendarDate, toIsoDate } from '../format/date';
import { isEmpty, type Validator } from '../validation/messages';
import { crudActions, groRef, leadRef, regionRef, settlementRef, timestamps } from './common';
import { defineRegistry } from './define';
import type { DateField, FieldDefinition } from './types';

const iso = (value: unknown): string | undefined => {
  const date = isEmpty(value) ? undefined : toCalendarDate(value);
  return date ? toIsoDate(date) : undefined;
};

/** A stage's actual date needs the previous stage's, and is not before it. */
function afterPrevious(stage: ScheduleStage): Validator {
  const index = scheduleStages.indexOf(stage);
  const previous = index > 0 ? scheduleStages[index - 1] : undefined;
  return (value, record) => {
    const own = iso(value);
    if (!own || !previous) return undefined;
    const before = iso(record?.[`${previous}_fact_date`]);
    if (!before) return inventoryMessages.previousStage;
    return own < before ? inventoryMessages.beforePrevious : undefined;
  };
}

/** A plan names its object: the inventoried home or СНТ of its kind, or an address. */
const objectGiven: Validator = (value, record) => {
  if (!isEmpty(value)) return undefined;
  const object = record?.kind === 'snt' ? record?.snt_id : record?.home_id;
  return isEmpty(object) ? inventoryMessages.planObject : undefined;
};

function stageFields(): Record<string, DateField> {
  const fields: Record<string, DateField> = {};
  for (const stage of scheduleStages) {
    const label = scheduleStageLabels[stage];
    fields[`${stage}_plan_date`] = {
      kind: 'date',
      label: `${label}: план`,
      list: true,
      sort: true,
      filter: true,
    };
    fields[`${stage}_fact_date`] = {
      kind: 'date',
      label: `${label}: факт`,
      list: true,
      sort: true,
      filter: true,
      validate: [afterPrevious(stage)],
    };
  }
  return fields;
}

/** The other kind's object is cleared. */
function normalizePlan(values: Record<string, unknown>): Record<string, unknown> {
  if (values.kind === 'snt') return { ...values, home_id: null };
  if (values.kind === 'homes') return { ...values, snt_id: null };
  return values;
}

export const schedulePlans = defineRegistry({
  name: 'object_schedule_plans',
  path: 'schedule_plans',
  type: 'schedule_plan',
  table: 'object_schedule_plans',
  title: ['План-график', 'Планы-графики', 'Планов-графиков'],
  section: 'object_schedule_plans',
  permissions: 'schedule_plans',
  family: {
    actions: [...crudActions, 'import', 'export', 'mass_update', 'report', 'resend', 'history'],
    // ГРО staff keep their plans; the ГРО administrator also imports, re-plans and reports.
    grants: {
      operator: ['read', 'create', 'update', 'export', 'history'],
      senior_manager: [
        'read',
        'create',
        'update',
        'import',
        'export',
        'mass_update',
        'report',
        'resend',
        'history',
      ],
    },
  },
  recordTitle: 'object_title',
  fields: {
    kind: {
      kind: 'enum',
      label: 'Тип объектов',
      options: schedulePlanKindOptions,
      required: true,
      default: 'homes',
      filter: true,
    },
    object_title: { kind: 'string', label: 'Объект', readOnly: true, list: true },
    home_id: {
      kind: 'reference',
      label: 'Домовладение',
      resource: 'inventory_object/homes',
      display: 'address',
    },
    snt_id: {
      kind: 'reference',
      label: 'Садоводческое товарищество (СНТ)',
      resource: 'inventory_object/snt',
    },
    object_address: {
      kind: 'string',
      label: 'Адрес объекта (если его нет в инвентаризации)',
      max: 500,
      validate: [objectGiven],
    },
    region_id: { ...regionRef, required: true },
    settlement_id: settlementRef,
    organization_id: { ...groRef, required: true },
    status: {
      kind: 'enum',
      label: 'Статус',
      options: schedulePlanStatusOptions,
      readOnly: true,
      list: true,
      filter: true,
    },
    ...stageFields(),
    lead_id: { ...leadRef, list: true },
    comment: { kind: 'text', label: 'Комментарий', max: 2000 },
    ...timestamps,
  } satisfies Record<string, FieldDefinition>,
  search: ['object_title'],
  // Who, where, the lead and the planned dates: what a ГРО re-plans for a street at once.
  massUpdate: [
    'organization_id',
    'settlement_id',
    'lead_id',
    'network_plan_date',
    'notice_plan_date',
    'act_plan_date',
    'gas_start_plan_date',
  ],
  defaultSort: { field: 'id', order: 'desc' },
  scoping: { region: 'region_id', organization: 'organization_id' },
  normalize: normalizePlan,
  // A plan is named by its kind and object: the inventoried home or СНТ (one plan each), or the
  // address of an object not inventoried yet. Each call fixes the kind and leaves the other
  // kind's object empty; homes and СНТ are looked up among the row's region's records.
  importable: {
    key: ['kind', 'home_id', 'snt_id', 'object_address'],
    calls: {
      import: { kind: 'homes', snt_id: '' },
      import_snt: { kind: 'snt', home_id: '' },
    },
  },
  audited: true,
  // `export` / `export_snt` are the plans' own calls (server/modules/schedulePlans).
  exportable: false,
});
